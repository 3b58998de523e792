import type { PageContentOf } from '#shared/pages/page-schema.ts';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { errorAria, errorId, inputClass } from '#client/components/ui/field.tsx';
import { CheckCircleIcon } from '#client/components/ui/icons.tsx';
import { formMessage, i18n } from '#client/lib/i18n.ts';
import type { WaitlistForm, WaitlistFormId } from '../hooks/use-waitlist-form';
import { HoneypotField } from './honeypot-field';
import { Spinner } from './spinner';

function Joined({
  focus,
  title,
  children,
  tone,
}: {
  focus: boolean;
  title: string;
  children?: ReactNode;
  tone: 'light' | 'dark';
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-2xl p-5',
        tone === 'light' ? 'bg-emerald-50 text-emerald-950' : 'bg-white/10 text-white',
      )}
    >
      <CheckCircleIcon
        size={28}
        className={cn('shrink-0', tone === 'light' ? 'text-emerald-700' : 'text-emerald-200')}
      />
      <div>
        <h3 ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
          {title}
        </h3>
        {children && <p className="mt-1 leading-relaxed">{children}</p>}
      </div>
    </div>
  );
}

function EmailForm({
  form,
  waitlist,
  label,
  button,
  tone,
}: {
  form: WaitlistFormId;
  waitlist: WaitlistForm;
  label: string;
  button: string;
  tone: 'light' | 'dark';
}) {
  const id = `waitlist-${form}-email`;
  const error = waitlist.error?.form === form ? waitlist.error.message : undefined;
  return (
    <form onSubmit={waitlist.submit(form)} className="relative">
      <label
        htmlFor={id}
        className={cn(
          'mb-1.5 block text-sm font-semibold',
          tone === 'light' ? 'text-slate-800' : 'text-white',
        )}
      >
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={waitlist.email}
          onChange={(event) => waitlist.setEmail(event.target.value)}
          {...errorAria(id, error)}
          className={cn(inputClass, 'h-11 sm:flex-1')}
        />
        <Button
          type="submit"
          variant={tone === 'dark' ? 'secondary' : 'primary'}
          disabled={waitlist.busy}
          className="h-11"
        >
          {waitlist.busy && <Spinner />}
          {waitlist.busy ? i18n._('Joining...') : button}
        </Button>
      </div>
      <HoneypotField id={`waitlist-${form}-website`} inputRef={waitlist.honeypots[form]} />
      {error && (
        <p
          id={errorId(id)}
          role="alert"
          className={cn(
            'mt-2 text-sm font-medium',
            tone === 'light' ? 'text-red-700' : 'rounded-lg bg-white px-3 py-2 text-red-800',
          )}
        >
          {formMessage(error)}
        </p>
      )}
    </form>
  );
}

/** The words of the Trip Packs page's two forms (its fields: shared/pages/marketing-schemas.ts). */
type FormWords = Pick<
  PageContentOf<'trip-packs'>,
  | 'notifyLabel'
  | 'notifyButton'
  | 'notifyNote'
  | 'notifyDoneHeading'
  | 'notifyDoneText'
  | 'joinLabel'
  | 'joinButton'
  | 'joinDoneHeading'
  | 'joinDoneText'
>;

/** The first form, under the headline: Notify Me, then 'You're on the list!'. */
export function NotifyMeForm({ waitlist, words }: { waitlist: WaitlistForm; words: FormWords }) {
  if (waitlist.joined) {
    return (
      <Joined focus={waitlist.lastForm === 'hero'} title={words.notifyDoneHeading} tone="light">
        {words.notifyDoneText}
      </Joined>
    );
  }
  return (
    <div>
      <EmailForm
        form="hero"
        waitlist={waitlist}
        label={words.notifyLabel}
        button={words.notifyButton}
        tone="light"
      />
      {words.notifyNote && <p className="mt-2 text-sm text-slate-600">{words.notifyNote}</p>}
    </div>
  );
}

/** The second form, at the bottom of the page: Join Waitlist, then 'Welcome to the waitlist!'. */
export function JoinWaitlistForm({ waitlist, words }: { waitlist: WaitlistForm; words: FormWords }) {
  if (waitlist.joined) {
    return (
      <Joined focus={waitlist.lastForm === 'footer'} title={words.joinDoneHeading} tone="dark">
        {words.joinDoneText}
      </Joined>
    );
  }
  return (
    <EmailForm
      form="footer"
      waitlist={waitlist}
      label={words.joinLabel}
      button={words.joinButton}
      tone="dark"
    />
  );
}
