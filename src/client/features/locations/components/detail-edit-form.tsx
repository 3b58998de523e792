import { forwardRef } from 'react';
import type { LocationStatus } from '../../../../shared/location';
import { Field, FormAlert, inputClass } from '../../../components/ui/field';
import { DetailSection } from './detail-section';
import { DetailStatusButtons } from './detail-status-buttons';
import { PhotoUrlList } from './photo-url-list';

/** What edit mode holds until Save Changes: notes, status, one video link (and the photo links). */
export interface DetailDraft {
  notes: string;
  status: LocationStatus;
  videoUrl: string;
  photos: string[];
}

export const DETAIL_FORM_ID = 'location-edit-form';

/** Edit mode of the detail modal. The photo input takes a ref so Add Photos can focus it. */
export const DetailEditForm = forwardRef<
  HTMLInputElement,
  {
    draft: DetailDraft;
    onChange: (update: Partial<DetailDraft>) => void;
    onSave: () => void;
    error: string | null;
    fieldErrors: Partial<Record<keyof DetailDraft, string>>;
  }
>(function DetailEditForm({ draft, onChange, onSave, error, fieldErrors }, photoRef) {
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
        <DetailStatusButtons value={draft.status} onChange={(status) => onChange({ status })} />
      </DetailSection>
      <DetailSection title="Notes">
        <Field id="edit-notes" label={<span className="sr-only">Notes</span>} error={fieldErrors.notes}>
          <textarea
            id="edit-notes"
            rows={5}
            value={draft.notes}
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
          hint="Leave empty to remove the video."
        >
          <input
            id="edit-video"
            type="url"
            inputMode="url"
            value={draft.videoUrl}
            onChange={(event) => onChange({ videoUrl: event.target.value })}
            placeholder="https://www.youtube.com/watch?v=…"
            className={inputClass}
          />
        </Field>
      </DetailSection>
      <DetailSection title="Photos">
        <PhotoUrlList
          ref={photoRef}
          id="edit-photos"
          photos={draft.photos}
          onChange={(photos) => onChange({ photos })}
          error={fieldErrors.photos}
        />
      </DetailSection>
      {error && <FormAlert>{error}</FormAlert>}
    </form>
  );
});
