import { useState } from 'react';
import type { ImportOutcome } from '../../../../shared/import/api-types';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/field';
import { UndoImportButton } from './undo-import-button';

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
        {undone ? (
          <>Import undone: the places it added are in the trash.</>
        ) : (
          <>
            Imported {outcome.added.toLocaleString('en-US')} {outcome.added === 1 ? 'place' : 'places'}
            {outcome.updated > 0 &&
              `; updated ${outcome.updated.toLocaleString('en-US')} already on the map (each change is in its place's history)`}
            {outcome.duplicates > 0 &&
              `; ${outcome.duplicates.toLocaleString('en-US')} already on the map were skipped`}
            .
          </>
        )}
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
