import { useState } from 'react';
import { Link } from 'react-router';
import type { PackStatus } from '#shared/packs/pack.ts';
import type { Pack } from '#shared/packs/pack-schema.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { FormAlert, inputClass } from '#client/components/ui/field.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { ApiError } from '#client/lib/api.ts';
import { tellWaitlistLink } from '#client/features/inbox/public-owner.ts';
import { PackConflict, usePackAction, type PackAction } from '../api/owner-queries';
import { bodyOf, PackForm, valuesOf } from './pack-form';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';

const STATUS_TONE = {
  draft: 'bg-slate-100 text-slate-800',
  on_sale: 'bg-emerald-100 text-emerald-900',
  retired: 'bg-amber-100 text-amber-900',
} as const;

/** A pack's status: its badge, and its word inside a sentence. */
const statusLabel = (status: PackStatus) =>
  ({ draft: i18n._('Draft'), on_sale: i18n._('On sale'), retired: i18n._('Retired') })[status];
const statusWord = (status: PackStatus) =>
  ({ draft: i18n._('draft'), on_sale: i18n._('on sale'), retired: i18n._('retired') })[status];

/** The waitlist's email of a pack put on sale, for the owner to edit before it goes. */
function announcement(pack: Pack) {
  const description = pack.description.trim();
  return {
    subject: i18n._('New trip pack: {title}', { title: pack.title }),
    message: [
      i18n._('{title} is on sale, {price}.', { title: pack.title, price: pack.priceLabel }),
      description,
      i18n._('See it here: {url}', { url: `${window.location.origin}${pack.path}` }),
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}

/** One of the owner's packs: its status and figures, and what can be done with it. */
export function PackRow({ pack }: { pack: Pack }) {
  const action = usePackAction();
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Pack | null>(null);
  const run = (next: PackAction, done: string, after?: () => void) => {
    setError(null);
    action.mutate(next, {
      onSuccess: () => {
        toast.success(done);
        setConflict(null);
        after?.();
      },
      onError: (failure) => {
        if (failure instanceof PackConflict) setConflict(failure.current);
        else
          setError(
            failure instanceof ApiError
              ? failure.message
              : i18n._('It could not be saved. Check your connection.'),
          );
      },
    });
  };
  const base = { id: pack.id, version: conflict?.version ?? pack.version };
  const latest = pack.releases.at(-1);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="owner-pack">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-bold text-slate-900">
            <Link to={pack.path} className="hover:underline">
              {pack.title}
            </Link>
          </h3>
          <p className="text-sm text-slate-700">
            <span className={`me-2 rounded-full px-2 py-0.5 text-xs font-bold ${STATUS_TONE[pack.status]}`}>
              {statusLabel(pack.status)}
            </span>
            {pack.priceLabel} · {latest ? `v${latest.number}` : i18n._('no release yet')} ·{' '}
            {isOne(pack.orderCount)
              ? i18n._('{count} order', { count: formatNumber(pack.orderCount) })
              : i18n._('{count} orders', { count: formatNumber(pack.orderCount) })}
            {pack.tripTitle && ` · ${i18n._('from “{title}”', { title: pack.tripTitle })}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={pack.path} className={buttonClass('ghost', 'sm')}>
            {i18n._('Preview as a buyer')}
          </Link>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => setEditing(!editing)}
          >
            {editing ? i18n._('Close') : i18n._('Edit')}
          </button>
          {pack.status !== 'on_sale' && (
            <button
              type="button"
              className={buttonClass('primary', 'sm')}
              disabled={action.isPending}
              onClick={() =>
                run({ kind: 'on-sale', ...base }, i18n._('{title} is on sale', { title: pack.title }))
              }
            >
              {i18n._('Put on sale')}
            </button>
          )}
          {pack.status === 'on_sale' && (
            <Link {...tellWaitlistLink(announcement(pack))} className={buttonClass('secondary', 'sm')}>
              {i18n._('Tell the waitlist')}
            </Link>
          )}
          {pack.status === 'on_sale' && (
            <button
              type="button"
              className={buttonClass('danger', 'sm')}
              disabled={action.isPending}
              onClick={() =>
                run({ kind: 'retire', ...base }, i18n._('{title} is retired', { title: pack.title }))
              }
            >
              {i18n._('Retire')}
            </button>
          )}
        </div>
      </div>
      {conflict && (
        <div className="mt-3">
          <FormAlert>
            {i18n._(
              'This pack was changed elsewhere (in another tab or device) since you opened it: it is now {status}, {price}, “{title}”. Your change was not saved. Press it again to apply it to the pack as it is now.',
              { status: statusWord(conflict.status), price: conflict.priceLabel, title: conflict.title },
            )}
          </FormAlert>
        </div>
      )}
      {error && (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      {editing && (
        <div className="mt-4 space-y-6 border-t border-slate-200 pt-4">
          <PackForm
            initial={valuesOf(conflict ?? pack)}
            submitLabel={i18n._('Save pack')}
            chooseTrip={false}
            busy={action.isPending}
            error={null}
            onSubmit={(values) => {
              const changes = bodyOf(values);
              if (typeof changes === 'string') return setError(changes);
              run({ kind: 'update', ...base, changes }, i18n._('Pack saved'), () => setEditing(false));
            }}
          />
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              run({ kind: 'release', ...base, note }, i18n._('New release published'), () => setNote(''));
            }}
          >
            <label className="min-w-64 flex-1 text-sm font-medium text-slate-800">
              {i18n._('Change note for a new release (v{number})', { number: (latest?.number ?? 0) + 1 })}
              <input
                className={`${inputClass} mt-1`}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            </label>
            <button type="submit" className={buttonClass('secondary', 'md')} disabled={action.isPending}>
              {i18n._('Publish release')}
            </button>
          </form>
          {pack.releases.length > 0 && (
            <ol className="space-y-1 text-sm text-slate-700">
              {pack.releases.map((release) => (
                <li key={release.id}>
                  v{release.number} ({release.createdAt.slice(0, 10)}): {release.note}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </li>
  );
}
