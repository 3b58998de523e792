import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { errorId, inputClass } from '#client/components/ui/field.tsx';
import { CheckCircleIcon } from '#client/components/ui/icons.tsx';
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(id) : undefined}
          className={cn(inputClass, 'h-11 sm:flex-1')}
        />
        <Button
          type="submit"
          variant={tone === 'dark' ? 'secondary' : 'primary'}
          disabled={waitlist.busy}
          className="h-11"
        >
          {waitlist.busy && <Spinner />}
          {waitlist.busy ? 'Joining...' : button}
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
          {error}
        </p>
      )}
    </form>
  );
}

/** The first form, under the headline: Notify Me, then 'You're on the list!'. */
export function NotifyMeForm({ waitlist }: { waitlist: WaitlistForm }) {
  if (waitlist.joined) {
    return (
      <Joined focus={waitlist.lastForm === 'hero'} title="You're on the list!" tone="light">
        Thanks for subscribing! I'll notify you as soon as Trip Packs are available.
      </Joined>
    );
  }
  return (
    <div>
      <EmailForm
        form="hero"
        waitlist={waitlist}
        label="Get an email when Trip Packs launch"
        button="Notify Me"
        tone="light"
      />
      <p className="mt-2 text-sm text-slate-600">
        No spam, ever. One email when the packs are ready, and you can leave the list whenever you like.
      </p>
    </div>
  );
}

/** The second form, at the bottom of the page: Join Waitlist, then 'Welcome to the waitlist!'. */
export function JoinWaitlistForm({ waitlist }: { waitlist: WaitlistForm }) {
  if (waitlist.joined) {
    return (
      <Joined focus={waitlist.lastForm === 'footer'} title="Welcome to the waitlist!" tone="dark">
        You will be among the first to hear when the first packs are ready.
      </Joined>
    );
  }
  return (
    <EmailForm
      form="footer"
      waitlist={waitlist}
      label="Your email address"
      button="Join Waitlist"
      tone="dark"
    />
  );
}
