import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TRIP_LIMITS } from '#shared/trips/trip.ts';
import type { TripLink } from '#shared/trips/trip-schema.ts';
import { Button } from '#client/components/ui/button.tsx';
import { CharacterCount, nearLimit } from '#client/components/ui/character-count.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Field, FormAlert, inputClass } from '#client/components/ui/field.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { ApiError } from '#client/lib/api.ts';
import { reasonsOf } from '#client/lib/form-errors.ts';
import { useIdempotencyKey } from '#client/lib/idempotency-key.ts';
import { tripLinksQuery, useCreateLink, useRevokeLink } from '../api/mutate-links';
import { formMessage, i18n } from '#client/lib/i18n.ts';
import { dateFormat } from '#client/lib/intl.ts';

const stateLabel = (state: TripLink['state']) =>
  ({ active: i18n._('Active'), expired: i18n._('Expired'), revoked: i18n._('Revoked') })[state];

const WHEN = dateFormat({ dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => WHEN.format(new Date(iso));
const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError ? reasonsOf(error).map(formMessage).join(' ') : fallback;

/**
 * Share links of an unlisted or private trip: make one (a name, an expiry or none), see each with
 * its state and Copy, revoke one after a confirmation (it answers 410 from then on).
 */
export function ShareLinksPanel({ tripId }: { tripId: number }) {
  const links = useQuery(tripLinksQuery(tripId));
  const create = useCreateLink(tripId);
  const revoke = useRevokeLink(tripId);
  const key = useIdempotencyKey();
  const [name, setName] = useState('');
  const [expires, setExpires] = useState('');
  const [revoking, setRevoking] = useState<TripLink | null>(null);

  const make = () =>
    create.mutate(
      {
        name: name.trim(),
        expiresAt: expires ? new Date(expires).toISOString() : null,
        idempotencyKey: key.current(),
      },
      {
        onSuccess: () => {
          key.succeeded();
          setName('');
          setExpires('');
          toast.success(i18n._('Share link made'));
        },
      },
    );

  const copy = async (link: TripLink) => {
    try {
      await navigator.clipboard.writeText(new URL(link.path, window.location.origin).href);
      toast.success(i18n._('Link copied'));
    } catch {
      toast.error(i18n._('Could not copy: select the link and copy it.'));
    }
  };

  return (
    <section aria-labelledby="trip-links" className="rounded-2xl border border-slate-200 p-4">
      <h2 id="trip-links" className="text-lg font-bold text-slate-900">
        {i18n._('Share links')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {i18n._(
          'Anyone with a link can read this trip without an account, until it expires or you revoke it.',
        )}
      </p>
      <form
        noValidate
        className="mt-3 grid grid-cols-1 items-end gap-3 sm:grid-cols-3"
        onSubmit={(event) => {
          event.preventDefault();
          make();
        }}
      >
        <Field
          id="link-name"
          label={i18n._('Link name')}
          hint={
            nearLimit(name, TRIP_LIMITS.linkNameMax) && (
              <CharacterCount value={name} max={TRIP_LIMITS.linkNameMax} />
            )
          }
        >
          <input
            id="link-name"
            className={inputClass}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <Field id="link-expires" label={i18n._('Expires (optional)')}>
          <input
            id="link-expires"
            type="datetime-local"
            className={inputClass}
            value={expires}
            onChange={(event) => setExpires(event.target.value)}
          />
        </Field>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? i18n._('Making…') : i18n._('Make a link')}
        </Button>
      </form>
      {create.error && (
        <div className="mt-2">
          <FormAlert>{failure(create.error, i18n._('The link could not be made.'))}</FormAlert>
        </div>
      )}
      {revoke.error && (
        <div className="mt-2">
          <FormAlert>{failure(revoke.error, i18n._('The link could not be revoked.'))}</FormAlert>
        </div>
      )}
      {links.isError && (
        <p className="mt-3 text-sm text-slate-700">{i18n._('The links could not be loaded.')}</p>
      )}
      {links.data?.length === 0 && <p className="mt-3 text-sm text-slate-600">{i18n._('No links yet.')}</p>}
      {links.data && links.data.length > 0 && (
        <ul aria-label={i18n._('Share links')} className="mt-3 divide-y divide-slate-200">
          {links.data.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
              <span className="me-auto min-w-0">
                <span className="font-semibold text-slate-900">{link.name || i18n._('Unnamed link')}</span>{' '}
                <span className="text-slate-700">· {stateLabel(link.state)}</span>
                <span className="block break-all text-slate-600">{link.path}</span>
                <span className="block text-slate-600">
                  {i18n._('Made {when}', { when: when(link.createdAt) })}
                  {link.expiresAt && ` · ${i18n._('expires {when}', { when: when(link.expiresAt) })}`}
                  {link.revokedAt && ` · ${i18n._('revoked {when}', { when: when(link.revokedAt) })}`}
                </span>
              </span>
              {link.state === 'active' && (
                <>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={
                      link.name ? i18n._('Copy {name}', { name: link.name }) : i18n._('Copy the link')
                    }
                    onClick={() => void copy(link)}
                  >
                    {i18n._('Copy')}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={
                      link.name ? i18n._('Revoke {name}', { name: link.name }) : i18n._('Revoke the link')
                    }
                    onClick={() => setRevoking(link)}
                  >
                    {i18n._('Revoke')}
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={
          revoking?.name ? i18n._('Revoke {name}?', { name: revoking.name }) : i18n._('Revoke this link?')
        }
        confirmLabel={i18n._('Revoke link')}
        danger
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
      >
        <p>
          {i18n._(
            'Whoever has it will see that the link no longer works. This cannot be undone: make a new link to share again.',
          )}
        </p>
      </ConfirmDialog>
    </section>
  );
}
