import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TRIP_LIMITS } from '#shared/trips/trip.ts';
import type { TripLink } from '#shared/trips/trip-schema.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Field, FormAlert, inputClass } from '#client/components/ui/field.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { ApiError } from '#client/lib/api.ts';
import { useIdempotencyKey } from '#client/lib/idempotency-key.ts';
import { tripLinksQuery, useCreateLink, useRevokeLink } from '../api/mutate-links';

const STATE_LABELS: Record<TripLink['state'], string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const failure = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

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
          toast.success('Share link made');
        },
      },
    );

  const copy = async (link: TripLink) => {
    try {
      await navigator.clipboard.writeText(new URL(link.path, window.location.origin).href);
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy: select the link and copy it.');
    }
  };

  return (
    <section aria-labelledby="trip-links" className="rounded-2xl border border-slate-200 p-4">
      <h2 id="trip-links" className="text-lg font-bold text-slate-900">
        Share links
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Anyone with a link can read this trip without an account, until it expires or you revoke it.
      </p>
      <form
        noValidate
        className="mt-3 grid grid-cols-1 items-end gap-3 sm:grid-cols-3"
        onSubmit={(event) => {
          event.preventDefault();
          make();
        }}
      >
        <Field id="link-name" label="Link name">
          <input
            id="link-name"
            className={inputClass}
            value={name}
            maxLength={TRIP_LIMITS.linkNameMax}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <Field id="link-expires" label="Expires (optional)">
          <input
            id="link-expires"
            type="datetime-local"
            className={inputClass}
            value={expires}
            onChange={(event) => setExpires(event.target.value)}
          />
        </Field>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Making…' : 'Make a link'}
        </Button>
      </form>
      {create.error && (
        <div className="mt-2">
          <FormAlert>{failure(create.error, 'The link could not be made.')}</FormAlert>
        </div>
      )}
      {revoke.error && (
        <div className="mt-2">
          <FormAlert>{failure(revoke.error, 'The link could not be revoked.')}</FormAlert>
        </div>
      )}
      {links.isError && <p className="mt-3 text-sm text-slate-700">The links could not be loaded.</p>}
      {links.data?.length === 0 && <p className="mt-3 text-sm text-slate-600">No links yet.</p>}
      {links.data && links.data.length > 0 && (
        <ul aria-label="Share links" className="mt-3 divide-y divide-slate-200">
          {links.data.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
              <span className="mr-auto min-w-0">
                <span className="font-semibold text-slate-900">{link.name || 'Unnamed link'}</span>{' '}
                <span className="text-slate-700">· {STATE_LABELS[link.state]}</span>
                <span className="block break-all text-slate-600">{link.path}</span>
                <span className="block text-slate-600">
                  Made {when(link.createdAt)}
                  {link.expiresAt && ` · expires ${when(link.expiresAt)}`}
                  {link.revokedAt && ` · revoked ${when(link.revokedAt)}`}
                </span>
              </span>
              {link.state === 'active' && (
                <>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Copy ${link.name || 'the link'}`}
                    onClick={() => void copy(link)}
                  >
                    Copy
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={`Revoke ${link.name || 'the link'}`}
                    onClick={() => setRevoking(link)}
                  >
                    Revoke
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
        title={`Revoke ${revoking?.name || 'this link'}?`}
        confirmLabel="Revoke link"
        danger
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
      >
        <p>
          Whoever has it will see that the link no longer works. This cannot be undone: make a new link to
          share again.
        </p>
      </ConfirmDialog>
    </section>
  );
}
