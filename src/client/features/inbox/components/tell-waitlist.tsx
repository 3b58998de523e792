import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import type { Campaign } from '#shared/api/mail.ts';
import { CAMPAIGN_LIMITS } from '#shared/forms.ts';
import { Button } from '#client/components/ui/button.tsx';
import { CharacterCount } from '#client/components/ui/character-count.tsx';
import { errorAria, Field, FormAlert, inputClass } from '#client/components/ui/field.tsx';
import { Modal } from '#client/components/ui/modal.tsx';
import { ApiError } from '#client/lib/api.ts';
import { formMessage, i18n } from '#client/lib/i18n.ts';
import { useCampaigns, useSetCampaignState, useStartCampaign } from '../api/campaigns';
import { draftOfState, type WaitlistDraft } from './tell-waitlist-link';

/**
 * "Tell the waitlist": the owner writes one email that every subscriber receives once, with their
 * own leave link; its progress shows here while it goes out, with pause and resume. Without SMTP
 * the button says that email is not configured instead of pretending. Opened from another screen
 * with a draft (a pack put on sale), the dialog starts with it.
 */
export function TellWaitlist({ subscribers }: { subscribers: number }) {
  const campaigns = useCampaigns(true);
  const { state } = useLocation();
  const [draft] = useState(() => draftOfState(state));
  const [open, setOpen] = useState(draft !== undefined);
  const data = campaigns.data;
  if (!data) return null;
  return (
    <section aria-label={i18n._('Tell the waitlist')} className="mb-6 space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="primary"
          size="sm"
          disabled={!data.configured || subscribers === 0}
          aria-describedby={data.configured ? undefined : 'mail-not-configured'}
          onClick={() => setOpen(true)}
        >
          {i18n._('Tell the waitlist')}
        </Button>
        {!data.configured && (
          <p id="mail-not-configured" className="text-sm text-slate-700">
            {i18n._(
              'Email is not configured on this site: set SMTP_URL and MAIL_FROM to email the waitlist.',
            )}
          </p>
        )}
      </div>
      {data.campaigns.length > 0 && (
        <ul className="space-y-3">
          {data.campaigns.map((campaign) => (
            <CampaignProgress key={campaign.id} campaign={campaign} canResume={data.configured} />
          ))}
        </ul>
      )}
      {open && data.configured && subscribers > 0 && (
        <TellDialog subscribers={subscribers} draft={draft} onClose={() => setOpen(false)} />
      )}
    </section>
  );
}

const STATE_LABEL = {
  running: /*i18n*/ 'Sending',
  paused: /*i18n*/ 'Paused',
  done: /*i18n*/ 'Done',
} as const;

function CampaignProgress({ campaign, canResume }: { campaign: Campaign; canResume: boolean }) {
  const setState = useSetCampaignState();
  const { total, sent, failed, unknown, skipped, pending } = campaign.progress;
  const handled = total - pending;
  const error = setState.error instanceof ApiError ? setState.error.message : undefined;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold break-words text-slate-900">{campaign.subject}</p>
        <span className="text-sm font-medium text-slate-700">{i18n._(STATE_LABEL[campaign.state])}</span>
      </div>
      <progress
        className="mt-2 h-2 w-full accent-teal-700"
        max={Math.max(total, 1)}
        value={handled}
        aria-label={i18n._('Progress of “{subject}”', { subject: campaign.subject })}
      />
      <p className="mt-1 text-sm text-slate-700" aria-live="polite">
        {i18n._('{sent} of {total} sent', { sent, total })}
        {failed > 0 && i18n._(', {count} failed', { count: failed })}
        {unknown > 0 && i18n._(', {count} unknown', { count: unknown })}
        {skipped > 0 && i18n._(', {count} left the list', { count: skipped })}
        {pending > 0 && i18n._(', {count} waiting', { count: pending })}
      </p>
      {campaign.state !== 'done' && (
        <div className="mt-2">
          {campaign.state === 'running' ? (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={setState.isPending}
              onClick={() => setState.mutate({ id: campaign.id, state: 'paused' })}
            >
              {i18n._('Pause')}
            </Button>
          ) : (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={setState.isPending || !canResume}
              onClick={() => setState.mutate({ id: campaign.id, state: 'running' })}
            >
              {i18n._('Resume')}
            </Button>
          )}
        </div>
      )}
      {error && (
        <div className="mt-2">
          <FormAlert>{formMessage(error)}</FormAlert>
        </div>
      )}
    </li>
  );
}

function TellDialog({
  subscribers,
  draft,
  onClose,
}: {
  subscribers: number;
  draft?: WaitlistDraft;
  onClose: () => void;
}) {
  const start = useStartCampaign();
  const [key] = useState(() => crypto.randomUUID());
  const [subject, setSubject] = useState(draft?.subject ?? '');
  const [message, setMessage] = useState(draft?.message ?? '');
  const failure = start.error instanceof ApiError ? start.error : undefined;
  const fields = failure?.fields ?? {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate({ subject, message, key }, { onSuccess: onClose });
  };
  return (
    <Modal
      open
      onOpenChange={(next) => !next && onClose()}
      title={i18n._('Tell the waitlist')}
      description={
        subscribers === 1
          ? i18n._('One email to the one subscriber, with their own leave link.')
          : i18n._('One email to each of the {count} subscribers, with their own leave link.', {
              count: subscribers,
            })
      }
      footer={
        <>
          <Button type="button" variant="ghost" onClick={onClose}>
            {i18n._('Cancel')}
          </Button>
          <Button type="submit" form="tell-waitlist-form" disabled={start.isPending}>
            {start.isPending ? i18n._('Starting…') : i18n._('Send to the waitlist')}
          </Button>
        </>
      }
    >
      <form id="tell-waitlist-form" className="space-y-4" onSubmit={submit} noValidate>
        {failure && !failure.fields?.subject && !failure.fields?.message && (
          <FormAlert>{formMessage(failure.message)}</FormAlert>
        )}
        <Field id="campaign-subject" label={i18n._('Subject')} required error={fields.subject}>
          <input
            id="campaign-subject"
            className={inputClass}
            value={subject}
            required
            {...errorAria('campaign-subject', fields.subject)}
            onChange={(event) => setSubject(event.target.value)}
          />
        </Field>
        <Field
          id="campaign-message"
          label={i18n._('Message')}
          required
          error={fields.message}
          hint={<CharacterCount value={message} max={CAMPAIGN_LIMITS.message} />}
        >
          <textarea
            id="campaign-message"
            className={inputClass}
            rows={8}
            value={message}
            required
            {...errorAria('campaign-message', fields.message)}
            onChange={(event) => setMessage(event.target.value)}
          />
        </Field>
      </form>
    </Modal>
  );
}
