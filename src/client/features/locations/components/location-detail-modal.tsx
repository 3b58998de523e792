import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import type { Location, LocationPatch } from '../../../../shared/location';
import { LocationPatchSchema } from '../../../../shared/location-schema';
import { ApiError } from '../../../lib/api';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/field';
import { PencilIcon, RefreshIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useOwner } from '../../auth/api/use-owner';
import { useLocation } from '../api/get-location';
import { usePlaces } from '../api/get-places';
import { useUpdateLocation } from '../api/mutate-locations';
import { DETAIL_FORM_ID, DetailEditForm, type DetailDraft } from './detail-edit-form';
import { DetailPhotoHeader } from './detail-photo-header';
import { DetailView } from './detail-view';

type DraftErrors = Partial<Record<keyof DetailDraft, string>>;

const draftFrom = (place: Location): DetailDraft => ({
  notes: place.notes,
  status: place.status,
  videoUrl: place.youtubeUrls[0] ?? '',
  photos: [...place.photos],
});

/** Server (or schema) field paths named in the draft's words. */
function draftErrors(fields: Record<string, string>, draft: DetailDraft): DraftErrors {
  const errors: DraftErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const [head, index] = path.split('.');
    if (head === 'youtubeUrls')
      errors.videoUrl ??= `Video link “${draft.videoUrl.trim()}” was refused: ${message}`;
    else if (head === 'photos') {
      const link = index === undefined ? undefined : draft.photos[Number(index)];
      errors.photos ??= link ? `Photo link “${link}” was refused: ${message}` : message;
    } else if (head === 'notes' || head === 'status') errors[head] ??= message;
  }
  return errors;
}

/**
 * The place's details; opens when the URL names a place. For the owner the status buttons save at
 * once, and Edit holds a draft (notes, status, one video link, photos) until Save Changes.
 */
export function LocationDetailModal({
  id,
  startInEdit = false,
  onClose,
}: {
  id: number | undefined;
  startInEdit?: boolean;
  onClose: () => void;
}) {
  if (id === undefined) return null;
  return <DetailModalContent key={id} id={id} startInEdit={startInEdit} onClose={onClose} />;
}

function DetailModalContent({
  id,
  startInEdit,
  onClose,
}: {
  id: number;
  startInEdit: boolean;
  onClose: () => void;
}) {
  const { isOwner } = useOwner();
  const summary = usePlaces().data?.find((p) => p.id === id);
  const details = useLocation(id);
  const update = useUpdateLocation();
  const place = details.data;

  const [editRequested, setEditRequested] = useState(startInEdit);
  const [draft, setDraft] = useState<DetailDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<DraftErrors>({});
  const [focusPhotos, setFocusPhotos] = useState(false);
  const photoInput = useRef<HTMLInputElement>(null);

  const editing = editRequested && isOwner && place !== undefined;
  const current = draft ?? (place ? draftFrom(place) : null);

  useEffect(() => {
    if (editing && focusPhotos) {
      photoInput.current?.focus();
      setFocusPhotos(false);
    }
  }, [editing, focusPhotos]);

  const leaveEdit = () => {
    setEditRequested(false);
    setDraft(null);
    setError(null);
    setFieldErrors({});
  };

  const save = () => {
    if (!current) return;
    const link = current.videoUrl.trim();
    const changes: LocationPatch = {
      notes: current.notes,
      status: current.status,
      youtubeUrls: link ? [link] : [],
    };
    if (place && current.photos.join('\n') !== place.photos.join('\n')) changes.photos = current.photos;
    const checked = LocationPatchSchema.safeParse(changes);
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) fields[issue.path.join('.')] ??= issue.message;
      setFieldErrors(draftErrors(fields, current));
      setError('Please check the highlighted fields.');
      return;
    }
    setError(null);
    setFieldErrors({});
    update.mutate(
      { id, changes: checked.data },
      {
        onSuccess: () => {
          leaveEdit();
          toast.success('Changes saved');
        },
        // The list and map are already rolled back (and a toast says so); the draft stays here to retry.
        onError: (failure) => {
          const fields = failure instanceof ApiError ? draftErrors(failure.fields, current) : {};
          setFieldErrors(fields);
          setError(
            `Failed to update location: ${Object.values(fields)[0] ?? (failure instanceof ApiError ? failure.message : 'please try again.')}`,
          );
        },
      },
    );
  };

  const name = place?.name ?? summary?.name ?? 'Loading place…';
  const status = place?.status ?? summary?.status;

  const footer = editing ? (
    <>
      {/* Own keys: reusing the Edit button's element as this submit button would submit on the click that opened edit mode. */}
      <Button key="cancel" variant="secondary" onClick={leaveEdit}>
        Cancel
      </Button>
      <Button key="save" type="submit" form={DETAIL_FORM_ID} disabled={update.isPending}>
        {update.isPending ? 'Saving…' : 'Save Changes'}
      </Button>
    </>
  ) : (
    <>
      <Button key="close" variant="secondary" onClick={onClose}>
        Close
      </Button>
      {isOwner && place && (
        <Button key="edit" onClick={() => setEditRequested(true)}>
          <PencilIcon size={16} />
          Edit
        </Button>
      )}
    </>
  );

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={name}
      description={place?.address || undefined}
      header={
        <DetailPhotoHeader
          name={name}
          type={place?.type ?? summary?.type ?? 'custom'}
          photos={editing && current ? current.photos : (place?.photos ?? [])}
        />
      }
      footer={footer}
      size="lg"
    >
      {status && (
        <div className="-mt-2 mb-4">
          <StatusBadge status={editing && current ? current.status : status} />
        </div>
      )}
      {details.error && !place ? (
        <div className="space-y-3">
          <FormAlert>
            Could not load this place:{' '}
            {details.error instanceof Error ? details.error.message : 'please try again.'}
          </FormAlert>
          <Button variant="secondary" onClick={() => void details.refetch()}>
            <RefreshIcon size={16} />
            Retry
          </Button>
        </div>
      ) : !place || !current ? (
        <div role="status" className="space-y-3" aria-label="Loading the place's details">
          {[0, 1, 2].map((row) => (
            <div key={row} className="h-14 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </div>
      ) : editing ? (
        <DetailEditForm
          ref={photoInput}
          draft={current}
          onChange={(change) => setDraft({ ...current, ...change })}
          onSave={save}
          error={error}
          fieldErrors={fieldErrors}
        />
      ) : (
        <DetailView
          place={place}
          isOwner={isOwner}
          onStatus={(next) => update.mutate({ id, changes: { status: next } })}
          onAddPhotos={
            isOwner
              ? () => {
                  setEditRequested(true);
                  setFocusPhotos(true);
                }
              : undefined
          }
        />
      )}
    </Modal>
  );
}
