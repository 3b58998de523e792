import { forwardRef } from 'react';
import { FormAlert } from '#client/components/ui/field.tsx';
import { formMessage, i18n } from '#client/lib/i18n.ts';
import type { LocationStatus } from '#shared/location.ts';
import type { PhotoInfo } from '#shared/media.ts';
import type { PhotoUploaderHandle } from '#client/features/photos/public-owner.ts';
import type { EditErrors } from '../hooks/use-detail-edit';
import { DetailSection } from './detail-section';
import { DetailStatusButtons } from './detail-status-buttons';
import type { EditValues } from './edit-draft';
import { PhotoUrlList } from './photo-url-list';
import { TagInput } from './tag-input';
import { NameField, NotesField, PrivacyFields, TypeField, VisitedAtField } from './place-fields';
import { WhereFields } from './where-fields';
import { VideoLinkList } from './video-link-list';

export const DETAIL_FORM_ID = 'location-edit-form';
const ID_PREFIX = 'edit';

/**
 * Edit mode of the detail modal: every field of the place, with the Add form's own fields. The
 * photo uploader takes a ref so Add Photos can open its file picker.
 */
export const DetailEditForm = forwardRef<
  PhotoUploaderHandle,
  {
    values: EditValues;
    /** The saved place's uploaded photos: sizes and previews. */
    photoInfo: Readonly<Record<string, PhotoInfo>>;
    /** The new coordinates' country and state are being looked up. */
    detecting: boolean;
    onChange: (update: Partial<EditValues>) => void;
    onPhotoUploaded: (url: string) => void;
    onUploadingChange: (uploading: boolean) => void;
    /** A status button: the modal may ask about the visited date first. */
    onStatus: (status: LocationStatus) => void;
    onSave: () => void;
    error: string | null;
    fieldErrors: EditErrors;
  }
>(function DetailEditForm(
  {
    values,
    photoInfo,
    detecting,
    onChange,
    onPhotoUploaded,
    onUploadingChange,
    onStatus,
    onSave,
    error,
    fieldErrors,
  },
  uploader,
) {
  const shared = { idPrefix: ID_PREFIX, values, errors: fieldErrors, onChange };
  return (
    <form
      id={DETAIL_FORM_ID}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <DetailSection title={i18n._('Status')}>
        <DetailStatusButtons value={values.status} onChange={onStatus} />
      </DetailSection>
      <DetailSection title={i18n._('Details')}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <NameField {...shared} className="sm:col-span-2" />
          <TypeField {...shared} />
          <VisitedAtField {...shared} />
          <NotesField {...shared} rows={5} className="sm:col-span-2" />
          <PrivacyFields
            {...shared}
            isPrivate={values.isPrivate}
            onPrivateChange={(isPrivate) => onChange({ isPrivate })}
          />
        </div>
      </DetailSection>
      <DetailSection title={i18n._('Tags')}>
        <TagInput
          id={`${ID_PREFIX}-tags`}
          tags={values.tags}
          onChange={(tags) => onChange({ tags })}
          error={fieldErrors.tags}
        />
      </DetailSection>
      <DetailSection title={i18n._('Location')}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <WhereFields {...shared} touched={values.touched} detecting={detecting} withMap />
        </div>
      </DetailSection>
      <DetailSection title={i18n._('YouTube Videos')}>
        <VideoLinkList
          id={`${ID_PREFIX}-videos`}
          videos={values.videos}
          onChange={(videos) => onChange({ videos })}
          error={fieldErrors.videos}
        />
      </DetailSection>
      <DetailSection title={i18n._('Photos')}>
        <PhotoUrlList
          ref={uploader}
          id={`${ID_PREFIX}-photos`}
          photos={values.photos}
          photoInfo={photoInfo}
          type={values.type}
          onChange={(photos) => onChange({ photos })}
          onUploaded={(photo) => onPhotoUploaded(photo.url)}
          onUploadingChange={onUploadingChange}
          pending={values.photoInput}
          onPendingChange={(photoInput) => onChange({ photoInput })}
          photoText={values.photoText}
          onTextChange={(photoText) => onChange({ photoText })}
          error={fieldErrors.photos}
        />
      </DetailSection>
      {error && <FormAlert>{formMessage(error)}</FormAlert>}
    </form>
  );
});
