import { forwardRef } from 'react';
import { Field, FormAlert, inputClass } from '../../../components/ui/field';
import type { EditErrors } from '../hooks/use-detail-edit';
import { DetailSection } from './detail-section';
import { DetailStatusButtons } from './detail-status-buttons';
import type { EditValues } from './edit-draft';
import { PhotoUrlList } from './photo-url-list';

export const DETAIL_FORM_ID = 'location-edit-form';

/** Edit mode of the detail modal. The photo input takes a ref so Add Photos can focus it. */
export const DetailEditForm = forwardRef<
  HTMLInputElement,
  {
    values: EditValues;
    onChange: (update: Partial<EditValues>) => void;
    onSave: () => void;
    error: string | null;
    fieldErrors: EditErrors;
  }
>(function DetailEditForm({ values, onChange, onSave, error, fieldErrors }, photoRef) {
  return (
    <form
      id={DETAIL_FORM_ID}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <DetailSection title="Status">
        <DetailStatusButtons value={values.status} onChange={(status) => onChange({ status })} />
      </DetailSection>
      <DetailSection title="Notes">
        <Field id="edit-notes" label={<span className="sr-only">Notes</span>} error={fieldErrors.notes}>
          <textarea
            id="edit-notes"
            rows={5}
            value={values.notes}
            onChange={(event) => onChange({ notes: event.target.value })}
            placeholder="What made it special?"
            className={inputClass}
          />
        </Field>
      </DetailSection>
      <DetailSection title="YouTube Video">
        <Field
          id="edit-video"
          label="Video link"
          error={fieldErrors.videoUrl}
          hint={
            values.moreVideos.length > 0
              ? 'Leave empty to remove this video; the others below are kept.'
              : 'Leave empty to remove the video.'
          }
        >
          <input
            id="edit-video"
            type="url"
            inputMode="url"
            value={values.videoUrl}
            onChange={(event) => onChange({ videoUrl: event.target.value })}
            placeholder="https://www.youtube.com/watch?v=…"
            className={inputClass}
          />
        </Field>
        {values.moreVideos.length > 0 && (
          <div className="mt-3">
            <p className="text-sm font-medium text-slate-800">Other videos (kept as they are)</p>
            <ul aria-label="Other videos" className="mt-1 space-y-1">
              {values.moreVideos.map((url, index) => (
                <li key={`${index}-${url}`} className="truncate text-sm text-slate-700" title={url}>
                  {url}
                </li>
              ))}
            </ul>
          </div>
        )}
      </DetailSection>
      <DetailSection title="Photos">
        <PhotoUrlList
          ref={photoRef}
          id="edit-photos"
          photos={values.photos}
          onChange={(photos) => onChange({ photos })}
          pending={values.photoInput}
          onPendingChange={(photoInput) => onChange({ photoInput })}
          error={fieldErrors.photos}
        />
      </DetailSection>
      {error && <FormAlert>{error}</FormAlert>}
    </form>
  );
});
