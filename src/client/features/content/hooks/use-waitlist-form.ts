import { useRef, useState, type FormEvent } from 'react';
import { issuesToFields } from '#shared/field-errors.ts';
import { toFormErrors } from '#client/lib/form-errors.ts';
import { loadFormSchemas } from '#client/lib/form-schemas.ts';
import { track } from '#client/lib/beacon.ts';
import { useJoinWaitlist } from '../api/join-waitlist';
import { formFailure } from '../lib/form-failure';

export type WaitlistFormId = 'hero' | 'footer';

/**
 * The Trip Packs page's one waitlist state: one email value shared by both forms, busy while
 * the request runs, and joined for both as soon as either succeeds (the email is then cleared).
 */
export function useWaitlistForm() {
  const join = useJoinWaitlist();
  const [email, setEmailValue] = useState('');
  const [error, setError] = useState<{ form: WaitlistFormId; message: string } | null>(null);
  const [lastForm, setLastForm] = useState<WaitlistFormId>('hero');
  const honeypots = { hero: useRef<HTMLInputElement>(null), footer: useRef<HTMLInputElement>(null) };

  const setEmail = (value: string) => {
    setEmailValue(value);
    setError(null);
  };

  const submit = (form: WaitlistFormId) => async (event: FormEvent) => {
    event.preventDefault();
    if (join.isPending) return;
    setLastForm(form);
    const input = { email, website: honeypots[form].current?.value ?? '' };
    const { WaitlistSchema } = await loadFormSchemas();
    const parsed = WaitlistSchema.safeParse(input);
    if (!parsed.success) {
      // One line under the form: the email's message, else any other (the hidden field's).
      const { errors, other } = toFormErrors(issuesToFields(parsed.error.issues), { fields: ['email'] });
      setError({ form, message: errors.email ?? other[0] ?? 'Please check your email address.' });
      return;
    }
    setError(null);
    join.mutate(input, {
      onSuccess: () => {
        setEmailValue('');
        track('waitlist_joined');
      },
      onError: (failure) => {
        const { fields, message } = formFailure(failure, ['email']);
        setError({ form, message: fields.email ?? message });
      },
    });
  };

  return {
    email,
    setEmail,
    submit,
    honeypots,
    busy: join.isPending,
    joined: join.isSuccess,
    /** The form used last: its success panel takes the focus. */
    lastForm,
    error,
  };
}

export type WaitlistForm = ReturnType<typeof useWaitlistForm>;
