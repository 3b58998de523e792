import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '#client/components/ui/button.tsx';
import { errorAria, errorId } from '#client/components/ui/field.tsx';
import { ApiError } from '#client/lib/api.ts';
import { i18n } from '#client/lib/i18n.ts';
import { resendLibrary } from '../api/packs-queries';

/** Asks for the library link again: the same answer whether or not the address bought. */
export function ResendForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      // The server's words (pack-head.ts RESEND_ANSWER), in the page's language.
      setAnswer(i18n._((await resendLibrary(email)).message));
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? failure.message
          : i18n._('It could not be sent. Check your connection.'),
      );
    } finally {
      setBusy(false);
    }
  };
  if (answer)
    return (
      <p role="status" className="mt-4 rounded-xl bg-teal-50 p-3 text-teal-950">
        {answer}
      </p>
    );
  return (
    <form onSubmit={(event) => void submit(event)} className="mt-4 flex flex-wrap items-end gap-3" noValidate>
      <div className="min-w-64 flex-1">
        <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
          {i18n._('The email address you paid with')}
        </label>
        <input
          id={id}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          {...errorAria(id, error)}
          className="mt-1 h-10 w-full rounded-xl border border-slate-300 bg-white px-3 text-slate-900"
        />
      </div>
      <button type="submit" className={buttonClass('primary', 'md')} disabled={busy}>
        {i18n._('Send my link again')}
      </button>
      {error && (
        <p id={errorId(id)} role="alert" className="w-full text-sm text-red-800">
          {error}
        </p>
      )}
    </form>
  );
}
