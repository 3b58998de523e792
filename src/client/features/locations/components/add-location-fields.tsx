import { STATUSES } from '#shared/location.ts';
import type { UploadedPhoto } from '#shared/media.ts';
import { errorAria, Field, inputClass } from '#client/components/ui/field.tsx';
import { statusLabel } from '#client/components/status-label.ts';
import { i18n } from '#client/lib/i18n.ts';
import type { RegionTouched } from '../hooks/use-detected-region-fill';
import type { AddLocationFormValues, FieldErrors } from './add-location-values';
import { PhotoUrlList } from './photo-url-list';
import { NameField, NotesField, PrivacyFields, TypeField, VisitedAtField } from './place-fields';
import { WhereFields } from './where-fields';

const ID_PREFIX = 'add-location';

/** The fields of the Add New Location form, laid out in two columns from the sm breakpoint. */
export function AddLocationFields({
  values,
  touched,
  detecting,
  errors,
  onChange,
  photoInput,
  onPhotoInput,
  onPhotoUploaded,
  onUploadingChange,
  onPickOnMap,
}: {
  values: AddLocationFormValues;
  touched: RegionTouched;
  detecting: boolean;
  errors: FieldErrors;
  onChange: (update: Partial<AddLocationFormValues>) => void;
  /** The photo link typed but not yet added. */
  photoInput: string;
  onPhotoInput: (text: string) => void;
  /** A stored upload's link, to add to the photos as they are then. */
  onPhotoUploaded: (photo: UploadedPhoto) => void;
  onUploadingChange: (uploading: boolean) => void;
  onPickOnMap?: () => void;
}) {
  const shared = { idPrefix: ID_PREFIX, values, errors, onChange };
  const id = (field: keyof AddLocationFormValues) => `${ID_PREFIX}-${field}`;

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <NameField {...shared} className="sm:col-span-2" />
      <TypeField {...shared} />

      <Field id={id('status')} label={i18n._('Status')} error={errors.status}>
        <select
          id={id('status')}
          name="status"
          value={values.status}
          onChange={(event) => onChange({ status: event.target.value as AddLocationFormValues['status'] })}
          className={inputClass}
        >
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </Field>

      <WhereFields
        {...shared}
        touched={touched}
        detecting={detecting}
        onPickOnMap={onPickOnMap}
        withMyLocation
      />

      {values.status === 'visited' && <VisitedAtField {...shared} />}

      <NotesField {...shared} rows={3} className="sm:col-span-2" />
      <PrivacyFields
        {...shared}
        isPrivate={values.isPrivate}
        onPrivateChange={(isPrivate) => onChange({ isPrivate })}
      />

      <Field
        id={id('videoUrl')}
        label={i18n._('Video link')}
        error={errors.videoUrl}
        className="sm:col-span-2"
      >
        <input
          id={id('videoUrl')}
          name="videoUrl"
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          value={values.videoUrl}
          onChange={(event) => onChange({ videoUrl: event.target.value })}
          {...errorAria(id('videoUrl'), errors.videoUrl)}
          className={inputClass}
        />
      </Field>

      <div className="sm:col-span-2">
        <PhotoUrlList
          id={id('photos')}
          photos={values.photos}
          type={values.type}
          onChange={(photos) => onChange({ photos })}
          onUploaded={onPhotoUploaded}
          onUploadingChange={onUploadingChange}
          pending={photoInput}
          onPendingChange={onPhotoInput}
          error={errors.photos}
        />
      </div>
    </div>
  );
}
