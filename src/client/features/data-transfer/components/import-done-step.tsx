import { useState } from 'react';
import type { ImportOutcome } from '#shared/import/api-types.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormAlert } from '#client/components/ui/field.tsx';
import { UndoImportButton } from './undo-import-button';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';

/**
 * "Imported 2 places; updated 1 place already on the map…": what the import did, in words, a clause
 * for each thing it did (each clause is one message; the first one starts the sentence).
 */
function doneMessage({ added, updated, unchanged, duplicates }: ImportOutcome): string {
  const values = (n: number) => ({ count: formatNumber(n) });
  const parts =
    added > 0 || updated === 0
      ? [
          isOne(added)
            ? i18n._('Imported {count} place', values(added))
            : i18n._('Imported {count} places', values(added)),
        ]
      : [];
  if (updated > 0) {
    const first = parts.length === 0;
    parts.push(
      isOne(updated)
        ? first
          ? i18n._(
              "Updated {count} place already on the map (each change is in its place's history)",
              values(updated),
            )
          : i18n._(
              "updated {count} place already on the map (each change is in its place's history)",
              values(updated),
            )
        : first
          ? i18n._(
              "Updated {count} places already on the map (each change is in its place's history)",
              values(updated),
            )
          : i18n._(
              "updated {count} places already on the map (each change is in its place's history)",
              values(updated),
            ),
    );
  }
  if (unchanged > 0)
    parts.push(
      isOne(unchanged)
        ? i18n._('{count} place unchanged', values(unchanged))
        : i18n._('{count} places unchanged', values(unchanged)),
    );
  if (duplicates > 0) parts.push(i18n._('{count} skipped as duplicates', values(duplicates)));
  return `${parts.join('; ')}.`;
}

/** How the import went, with Undo import while its places are on the map. */
export function ImportDoneStep({
  outcome,
  onAnother,
  onDone,
}: {
  outcome: ImportOutcome;
  onAnother: () => void;
  onDone: () => void;
}) {
  const [undone, setUndone] = useState(false);
  return (
    <>
      <FormAlert tone="info">
        {undone ? i18n._('Import undone: the places it added are in the trash.') : doneMessage(outcome)}
      </FormAlert>
      <div className="flex flex-wrap justify-end gap-2">
        {outcome.added > 0 && !undone && (
          <UndoImportButton
            batchId={outcome.batchId}
            added={outcome.added}
            onUndone={() => setUndone(true)}
          />
        )}
        <Button variant="secondary" onClick={onAnother}>
          {i18n._('Import another file')}
        </Button>
        <Button onClick={onDone}>{i18n._('Done')}</Button>
      </div>
    </>
  );
}
