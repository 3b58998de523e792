import { useId, useState, type ReactNode } from 'react';
import { BULK_MAX_IDS, type BulkAction } from '#shared/bulk.ts';
import { isStatus, STATUSES } from '#shared/status.ts';
import { Button } from '#client/components/ui/button.tsx';
import { statusLabel } from '#client/components/status-label.ts';
import { typeName } from '#client/components/type-label.ts';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { useBulkAction } from '../api/bulk-action';
import { SELECTION_FORMATS, useExportSelection } from '../api/export-selection';
import { useLocationTypes } from '../api/get-location-types';
import type { Selection } from '../hooks/use-selection';
import { BulkConfirmDialog, useConfirmedBulkAction } from './bulk-confirm-dialog';
import { BulkTagControl } from './bulk-tag-control';

const SELECT_CLASS =
  'h-8 rounded-lg border border-slate-300 bg-white px-2 text-sm font-semibold text-slate-800 disabled:opacity-60';

interface BulkActionBarProps {
  selection: Selection;
  /** How many places the filters show (what "Select all" chooses). */
  shown: number;
  /** The chosen places in the list's order (the Set holds them in the order they were ticked). */
  orderedIds: () => number[];
  /** Another feature's actions on the chosen places (Make a trip), handed in by the app layer. */
  selectionActions?: SelectionActions;
}

/** Actions on the chosen places (ids in the list's order) that another feature owns. */
export type SelectionActions = (ids: readonly number[], disabled: boolean) => ReactNode;

/**
 * The owner's actions on the chosen places, held near the bottom of the screen while the list
 * scrolls (above the floating Add button, which would otherwise cover it). Each action is one
 * request; while it runs every control waits, and a refusal says why. One on more than 50 places
 * asks first. On a phone the bar is one row: the count, More actions (the rest) and Clear.
 */
export function BulkActionBar({ selection, shown, orderedIds, selectionActions }: BulkActionBarProps) {
  const { selected, selectAll, clear } = selection;
  const bulk = useBulkAction();
  const exporting = useExportSelection();
  const types = useLocationTypes();
  const countId = useId();
  const actionsId = useId();
  const [expanded, setExpanded] = useState(false);
  const confirmed = useConfirmedBulkAction((action) => bulk.mutate(action));
  const busy = bulk.isPending || exporting.isPending;
  // The server refuses more in one request; said here before the owner tries.
  const tooMany = selected.size > BULK_MAX_IDS;
  const blocked = busy || tooMany;
  const ids = () => [...selected];
  const run = (action: BulkAction) => confirmed.ask(action);
  const count = selected.size;

  return (
    <div
      role="region"
      aria-label={i18n._('Bulk actions')}
      aria-busy={busy}
      className="sticky bottom-24 z-20 mx-auto mt-2 flex max-w-4xl flex-wrap items-center gap-2 rounded-2xl bg-white p-3 shadow-lg ring-1 ring-slate-300"
    >
      <p id={countId} aria-live="polite" className="me-auto text-sm font-bold text-slate-900">
        {i18n._('{count} selected', { count: formatNumber(count) })}
        {busy && <span className="ms-2 font-normal text-slate-600">{i18n._('Working…')}</span>}
        {tooMany && (
          <span className="ms-2 font-normal text-red-700">
            {i18n._('At most {max} places at once: choose fewer.', { max: formatNumber(BULK_MAX_IDS) })}
          </span>
        )}
      </p>
      <Button
        size="sm"
        variant="secondary"
        className="sm:hidden"
        aria-expanded={expanded}
        aria-controls={actionsId}
        onClick={() => setExpanded(!expanded)}
      >
        {i18n._('More actions')}
      </Button>
      {/* On a phone the actions open under the row (More actions); from sm up they are always shown. */}
      <div
        id={actionsId}
        className={`${expanded ? 'flex' : 'hidden'} w-full flex-wrap items-center gap-2 sm:flex sm:w-auto`}
      >
        {count === 0 && (
          <span className="text-sm text-slate-600">{i18n._('Tick places to act on them.')}</span>
        )}
        {count < shown && (
          <Button size="sm" variant="ghost" disabled={busy} onClick={selectAll}>
            {i18n._('Select all {count} filtered', { count: formatNumber(shown) })}
          </Button>
        )}
        {count > 0 && (
          <>
            <select
              aria-label={i18n._('Set status')}
              className={SELECT_CLASS}
              disabled={blocked}
              value=""
              onChange={({ target: { value } }) => {
                if (isStatus(value)) run({ action: 'set-status', ids: ids(), value });
              }}
            >
              <option value="" disabled>
                {i18n._('Set status…')}
              </option>
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </select>
            <select
              aria-label={i18n._('Set type')}
              className={SELECT_CLASS}
              disabled={blocked}
              value=""
              onChange={(event) => run({ action: 'set-type', ids: ids(), value: event.target.value })}
            >
              <option value="" disabled>
                {i18n._('Set type…')}
              </option>
              {types.map(({ type }) => (
                <option key={type} value={type}>
                  {typeName(type, types)}
                </option>
              ))}
            </select>
            <BulkTagControl
              disabled={blocked}
              onAdd={(value) => run({ action: 'add-tag', ids: ids(), value })}
              onRemove={(value) => run({ action: 'remove-tag', ids: ids(), value })}
            />
            <select
              aria-label={i18n._('Export selection')}
              className={SELECT_CLASS}
              disabled={blocked}
              value=""
              onChange={({ target: { value } }) => {
                const chosen = SELECTION_FORMATS.find(({ format }) => format === value);
                if (chosen) exporting.mutate({ format: chosen.format, ids: ids() });
              }}
            >
              <option value="" disabled>
                {i18n._('Export selection…')}
              </option>
              {SELECTION_FORMATS.map(({ format, label }) => (
                <option key={format} value={format}>
                  {label}
                </option>
              ))}
            </select>
            {selectionActions?.(orderedIds(), blocked)}
            <Button
              size="sm"
              variant="secondary"
              disabled={blocked}
              onClick={() => run({ action: 'make-private', ids: ids() })}
            >
              {i18n._('Make private')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={blocked}
              onClick={() => run({ action: 'make-public', ids: ids() })}
            >
              {i18n._('Make public')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              disabled={blocked}
              onClick={() => run({ action: 'trash', ids: ids() })}
            >
              {i18n._('Move to trash')}
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={clear}>
              {i18n._('Clear selection')}
            </Button>
          </>
        )}
      </div>
      <BulkConfirmDialog
        action={confirmed.pending}
        onCancel={confirmed.cancel}
        onConfirm={confirmed.confirm}
      />
    </div>
  );
}
