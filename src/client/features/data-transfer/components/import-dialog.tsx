import type { ImportProgressStep } from '#shared/import/api-types.ts';
import { STATUS_TABLE, type LocationStatus } from '#shared/status.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormAlert, inputClass, labelClass } from '#client/components/ui/field.tsx';
import { Modal } from '#client/components/ui/modal.tsx';
import { useImportFlow } from '../hooks/use-import-flow';
import { CsvMappingStep } from './csv-mapping-step';
import { FileDropZone } from './file-drop-zone';
import { GpxChoices } from './gpx-choices';
import { ImportDoneStep } from './import-done-step';
import { ImportPreviewStep } from './import-preview-step';
import { ImportProgress } from './import-progress';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { statusLabel } from './import-words';

/**
 * Import places from a file (owner): choose or drop a file, map CSV columns, see a preview (new,
 * duplicates, unreadable rows), then import all at once. Parsing runs in a Web Worker; load this
 * module lazily so the worker and the parsers stay out of the main bundle.
 */
export function ImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const flow = useImportFlow();
  const { state } = flow;
  const busy =
    state.step === 'reading' ||
    state.step === 'checking' ||
    state.step === 'locating' ||
    state.step === 'importing';

  const close = (next: boolean) => {
    if (next) return onOpenChange(true);
    // Once the import is on its way the server finishes it: stay open to say how it went.
    if (state.step === 'importing') return;
    // Closing earlier cancels a check in flight; nothing is stored before the import itself.
    flow.reset();
    onOpenChange(false);
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      size="lg"
      title={i18n._('Import places')}
      description={i18n._(
        'From Google Maps or Google Earth (Takeout, My Maps KMZ), Polarsteps, a GPS file or a spreadsheet.',
      )}
    >
      <div aria-busy={busy} aria-live="polite" className="space-y-4">
        {state.step === 'choose' && (
          <>
            {state.error && <FormAlert id="import-file-error">{state.error}</FormAlert>}
            <div>
              <label htmlFor="import-default-status" className={labelClass}>
                {i18n._('Status for places the file does not give one')}
              </label>
              <select
                id="import-default-status"
                value={flow.defaultStatus}
                onChange={(event) => flow.setDefaultStatus(event.target.value as LocationStatus)}
                className={`${inputClass} sm:max-w-56`}
              >
                {STATUS_TABLE.map(({ value }) => (
                  <option key={value} value={value}>
                    {statusLabel(value)}
                  </option>
                ))}
              </select>
            </div>
            <GpxChoices value={flow.gpxOptions} onChange={flow.setGpxOptions} />
            <FileDropZone
              onFile={(file) => void flow.chooseFile(file)}
              describedBy={state.error ? 'import-file-error' : undefined}
            />
            <p className="text-xs text-slate-600">
              {i18n._(
                'Country and US state are filled in from the coordinates when the file leaves them out.',
              )}
            </p>
          </>
        )}
        {state.step === 'reading' && (
          <ImportProgress
            label={i18n._('Reading')}
            progress={null}
            working={i18n._('Reading {file}…', { file: state.fileName })}
          />
        )}
        {state.step === 'mapping' && (
          <CsvMappingStep
            key={`${state.columns.encoding} ${state.columns.hasHeader}`}
            columns={state.columns}
            onReread={(change) => void flow.reread(change)}
            onBack={flow.reset}
            onConfirm={(mapping) => void flow.confirmMapping(state.fileName, mapping)}
          />
        )}
        {state.step === 'checking' && (
          <ImportProgress
            label={i18n._('Sending the places for a check:')}
            progress={state.progress}
            working={i18n._('Checking for duplicates and problems…')}
          />
        )}
        {state.step === 'preview' && (
          <ImportPreviewStep
            summary={state.summary}
            preview={state.preview}
            mode={state.mode}
            onModeChange={(mode) => void flow.chooseMode(mode)}
            keep={state.keep}
            onKeep={flow.keepDuplicates}
            notice={state.notice}
            problems={state.problems}
            onBack={flow.reset}
            onImport={() => void flow.importPlaces()}
            onEncodingChange={(encoding) => void flow.reread({ encoding })}
            onLocate={() => void flow.locate()}
            onBackToColumns={flow.canGoBackToColumns ? flow.backToColumns : undefined}
            gpxChoices={
              state.summary.format === 'gpx' ? (
                <GpxChoices
                  value={flow.gpxOptions}
                  onChange={(gpx) => {
                    flow.setGpxOptions(gpx);
                    void flow.reread({ gpx });
                  }}
                />
              ) : null
            }
          />
        )}
        {state.step === 'locating' && (
          <ImportProgress
            label={i18n._('Address search:')}
            progress={state.done / state.total}
            working={i18n._('Looking up {count} places by address…', { count: formatNumber(state.total) })}
          />
        )}
        {state.step === 'importing' &&
          (state.server ? (
            <ImportProgress
              label={serverStepLabel(state.server.step)}
              progress={state.server.total > 0 ? state.server.done / state.server.total : null}
              working={i18n._('Saving the places…')}
            />
          ) : (
            <ImportProgress
              label={i18n._('Uploading:')}
              progress={state.progress}
              working={i18n._('Saving the places…')}
            />
          ))}
        {state.step === 'done' && (
          <ImportDoneStep outcome={state.outcome} onAnother={flow.reset} onDone={() => close(false)} />
        )}
        {state.step === 'failed' && (
          <>
            <FormAlert>{state.message}</FormAlert>
            <div className="flex justify-end">
              <Button onClick={flow.reset}>{i18n._('Choose a file')}</Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}

/** What the server is doing with a sent import, as the progress bar's label says it. */
function serverStepLabel(step: ImportProgressStep): string {
  if (step === 'checking') return i18n._('Checking the places:');
  if (step === 'locating') return i18n._('Finding their countries:');
  return i18n._('Saving the places:');
}
