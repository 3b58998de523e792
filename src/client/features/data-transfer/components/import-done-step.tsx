import { useState } from 'react';
import type { ImportOutcome } from '#shared/import/api-types.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormAlert } from '#client/components/ui/field.tsx';
import { UndoImportButton } from './undo-import-button';

const places = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'place' : 'places'}`;

/** "Imported 2 places; updated 1 place already on the map…": what the import did, in words. */
function doneMessage({ added, updated, unchanged, duplicates }: ImportOutcome): string {
  const parts = added > 0 || updated === 0 ? [`Imported ${places(added)}`] : [];
  if (updated > 0)
    parts.push(
      `${parts.length > 0 ? 'updated' : 'Updated'} ${places(updated)} already on the map (each change is in its place's history)`,
    );
  if (unchanged > 0) parts.push(`${places(unchanged)} unchanged`);
  if (duplicates > 0) parts.push(`${duplicates.toLocaleString('en-US')} skipped as duplicates`);
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
        {undone ? <>Import undone: the places it added are in the trash.</> : <>{doneMessage(outcome)}</>}
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
          Import another file
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
    </>
  );
}
