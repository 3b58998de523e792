import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { FormAlert } from '#client/components/ui/field.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { useLeaveWaitlist } from '../api/leave-waitlist';
import { ContentLayout } from '../components/content-layout';
import { Spinner } from '../components/spinner';
import { formFailure } from '../lib/form-failure';

/**
 * The link in a waitlist email lands here. Opening it changes nothing (mail scanners open
 * links too); only the button does.
 */
export function LeaveWaitlistPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <ContentLayout
      title={i18n._('Leave the waitlist')}
      subtitle={i18n._('Changed your mind about Trip Packs? No hard feelings.')}
    >
      <section
        aria-labelledby="leave-heading"
        className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        {token ? <LeaveForm token={token} /> : <MissingToken />}
      </section>
    </ContentLayout>
  );
}

function LeaveForm({ token }: { token: string }) {
  const leave = useLeaveWaitlist();
  const done = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (leave.isSuccess) done.current?.focus();
  }, [leave.isSuccess]);

  if (leave.isSuccess) {
    return (
      <div>
        <h2
          id="leave-heading"
          ref={done}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 outline-none"
        >
          {i18n._('You have left the waitlist.')}
        </h2>
        <p className="mt-3 leading-relaxed text-slate-700">
          {i18n._(
            'Your address is off the list and you will not hear from me about Trip Packs. If you ever want back in, the waitlist is one click away.',
          )}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/trip-packs" className={buttonClass('secondary', 'md')}>
            {i18n._('See Trip Packs')}
          </Link>
          <Link to="/" className={buttonClass('primary', 'md')}>
            {i18n._('Explore the map')}
          </Link>
        </div>
      </div>
    );
  }

  const failure = leave.isError ? formFailure(leave.error, []) : null;
  return (
    <div>
      <h2 id="leave-heading" className="text-2xl font-bold text-slate-900">
        {i18n._('Leave the Trip Packs waitlist?')}
      </h2>
      <p className="mt-3 leading-relaxed text-slate-700">
        {i18n._(
          'Press the button below and I will remove your email address from the waitlist straight away. You will not get the launch email.',
        )}
      </p>
      {failure && (
        <div className="mt-4">
          <FormAlert>{failure.message}</FormAlert>
        </div>
      )}
      <Button
        className="mt-6"
        variant="danger"
        disabled={leave.isPending}
        onClick={() => leave.mutate(token)}
      >
        {leave.isPending && <Spinner />}
        {leave.isPending ? i18n._('Leaving...') : i18n._('Leave the waitlist')}
      </Button>
    </div>
  );
}

/** Where the link stands in the sentence that offers it. */
const LINK_SLOT = '\u0000';

function MissingToken() {
  const [before, after] = i18n
    ._('Open the link straight from the email again, or {link} and I will take you off the list myself.', {
      link: LINK_SLOT,
    })
    .split(LINK_SLOT);
  return (
    <div>
      <h2 id="leave-heading" className="text-2xl font-bold text-slate-900">
        {i18n._('This link is incomplete')}
      </h2>
      <p className="mt-3 leading-relaxed text-slate-700">
        {i18n._(
          'The leave link from your waitlist email carries a code that says which address to remove, and this one arrived without it.',
        )}{' '}
        {before}
        <Link to="/contact" className="font-semibold text-teal-800 underline underline-offset-2">
          {i18n._('send me a message')}
        </Link>
        {after}
      </p>
    </div>
  );
}
