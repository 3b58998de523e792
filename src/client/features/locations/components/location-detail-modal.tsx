import type { Location } from '#shared/location.ts';
import { useOwner } from '#client/lib/use-owner.ts';
import { track } from '#client/lib/beacon.ts';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { DiscardChangesDialog, RestoreDraftPrompt } from '#client/components/ui/draft-prompts.tsx';
import { PencilIcon, TrashIcon } from '#client/components/ui/icons.tsx';
import { Modal } from '#client/components/ui/modal.tsx';
import { runShortcut, type Shortcut } from '#client/lib/shortcuts.ts';
import { i18n } from '#client/lib/i18n.ts';
import { PlaceNotFoundError, useLocation } from '../api/get-location';
import { usePlaces } from '../api/get-places';
import { useDeleteLocation } from '../api/mutate-locations';
import { useDetailEdit } from '../hooks/use-detail-edit';
import { useDetailPhotos } from '../hooks/use-detail-photos';
import { ConflictFooter, DetailConflictView } from './detail-conflict-view';
import { DetailLoadError, DetailLoading, PlacePageLink } from './detail-modal-parts';
import { DETAIL_FORM_ID, DetailEditForm } from './detail-edit-form';
import { DetailHistory } from './detail-history';
import { DetailPhotoHeader } from './detail-photo-header';
import { DetailView } from './detail-view';
import { useVisitedPrompt } from './visited-date-prompt';

/**
 * The place's details; opens when the URL names a place. For the owner the status buttons save at
 * once, Edit holds a draft of every field until Save Changes, and Delete moves it to the trash.
 */
export function LocationDetailModal({
  id,
  startInEdit = false,
  onClose,
  onStep,
  onDeleted,
  onEmbed,
}: {
  id: number | undefined;
  startInEdit?: boolean;
  onClose: () => void;
  /** J and K: the next (1) or previous (-1) place in the list's order. */
  onStep?: (delta: 1 | -1) => void;
  /** Called instead of onClose once Delete moved the place to the trash (a place's page leaves it). */
  onDeleted?: () => void;
  /** The owner's embed builder for this place (the app layer hands in the embed feature's dialog). */
  onEmbed?: (place: Location) => void;
}) {
  if (id === undefined) return null;
  return (
    <DetailModalContent
      key={id}
      id={id}
      startInEdit={startInEdit}
      onClose={onClose}
      onStep={onStep}
      onDeleted={onDeleted}
      onEmbed={onEmbed}
    />
  );
}

function DetailModalContent({
  id,
  startInEdit,
  onClose,
  onStep,
  onDeleted,
  onEmbed,
}: {
  id: number;
  startInEdit: boolean;
  onClose: () => void;
  onStep?: (delta: 1 | -1) => void;
  onDeleted?: () => void;
  onEmbed?: (place: Location) => void;
}) {
  const { isOwner } = useOwner();
  const summary = usePlaces().data?.find((p) => p.id === id);
  const details = useLocation(id);
  const place = details.data;
  const edit = useDetailEdit(id, place, startInEdit);
  const { current, conflict, draft } = edit;
  const remove = useDeleteLocation();
  const visited = useVisitedPrompt();
  useEffect(() => track('place_opened', id), [id]);

  // What a Discard answer leads to: back to the details (Cancel, Escape) or the dialog closed.
  const [askDiscard, setAskDiscard] = useState<'cancel' | 'close' | null>(null);

  // A session found ended while the form holds changes (a read in the background answered 401)
  // keeps the form: Save then asks to sign in again over it and saves (lib/api.ts).
  const editing = edit.editRequested && place !== undefined && (isOwner || draft.dirty);

  // Leaving edit mode removes the focused field or button: focus goes to Edit, where it started.
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const photos = useDetailPhotos({
    editing,
    canEdit: Boolean(isOwner && place && !editing && !conflict),
    startEdit: edit.startEdit,
    save: edit.save,
  });
  const changed = draft.dirty || photos.uploading;
  const save = photos.save;

  // Escape, a click outside and the X close the dialog; a changed form asks first.
  const requestClose = () => (editing && changed ? setAskDiscard('close') : onClose());
  // Cancel and Escape in edit mode go back to the details, asking first if the form changed.
  const requestCancel = () => (changed ? setAskDiscard('cancel') : edit.leave());

  const moveToTrash = () => {
    // At once, with Undo in the toast (the safety net, as for the other writes): no native confirm().
    remove.mutate(id);
    (onDeleted ?? onClose)();
  };

  const shortcuts: Shortcut[] = editing
    ? [{ key: 's', mod: true, whileTyping: true, run: () => !conflict && !edit.saving && save() }]
    : !isOwner || !place
      ? []
      : [
          { key: 'e', run: edit.startEdit },
          { key: 'Delete', run: () => !remove.isPending && moveToTrash() },
          { key: 'j', run: () => onStep?.(1) },
          { key: 'k', run: () => onStep?.(-1) },
        ];

  // No such place (an old link, a deleted or private one): asking again would not bring it.
  const notFound = !place && details.error instanceof PlaceNotFoundError ? details.error : null;
  const name = notFound
    ? i18n._('Place not found')
    : (place?.name ?? (summary?.name || i18n._('Loading place…')));

  const footer = conflict ? (
    <ConflictFooter conflict={conflict} saving={edit.saving} onResolve={edit.resolve} />
  ) : editing ? (
    <>
      {/* Own keys: reusing the Edit button's element as this submit button would submit on the click that opened edit mode. */}
      <Button key="cancel" variant="secondary" onClick={requestCancel}>
        {i18n._('Cancel')}
      </Button>
      <Button key="save" type="submit" form={DETAIL_FORM_ID} disabled={edit.saving}>
        {edit.saving ? i18n._('Saving…') : i18n._('Save Changes')}
      </Button>
    </>
  ) : (
    <>
      {isOwner && place && (
        <Button
          key="delete"
          variant="ghost"
          className="me-auto"
          disabled={remove.isPending}
          onClick={moveToTrash}
        >
          <TrashIcon size={16} />
          {i18n._('Delete')}
        </Button>
      )}
      <Button key="close" variant="secondary" onClick={onClose}>
        {i18n._('Close')}
      </Button>
      {isOwner && place && (
        <Button key="edit" ref={editButton} onClick={edit.startEdit}>
          <PencilIcon size={16} />
          {i18n._('Edit')}
        </Button>
      )}
    </>
  );

  return (
    <Modal
      open
      onOpenChange={(open) => !open && requestClose()}
      onEscapeKeyDown={(event) => {
        if (!editing) return;
        event.preventDefault();
        requestCancel();
      }}
      onKeyDown={(event) => runShortcut(event, shortcuts)}
      title={name}
      description={place?.address || undefined}
      header={
        notFound ? undefined : (
          <div {...photos.dropOnPlace}>
            <DetailPhotoHeader
              name={name}
              type={place?.type ?? summary?.type ?? 'custom'}
              photos={editing && current ? current.values.photos : (place?.photos ?? [])}
              photoInfo={place?.photoInfo}
              photoText={editing && current ? current.values.photoText : place?.photoText}
            />
          </div>
        )
      }
      footer={footer}
      size="lg"
    >
      {/* The status is shown once, in its own section below (the owner's buttons change it there). */}
      {!notFound && (place ?? summary) && <PlacePageLink id={id} name={place?.name ?? summary?.name ?? ''} />}
      {isOwner && place && draft.offered && (
        <RestoreDraftPrompt
          onRestore={() => {
            draft.restore();
            edit.startEdit();
          }}
          onDiscard={draft.dismissOffer}
        />
      )}
      {notFound ? (
        <p className="text-base text-slate-700">{i18n._(notFound.message)}</p>
      ) : details.error && !place ? (
        <DetailLoadError error={details.error} onRetry={() => void details.refetch()} />
      ) : !place || !current ? (
        <DetailLoading />
      ) : editing && conflict ? (
        <DetailConflictView
          message={conflict.message}
          rows={conflict.rows}
          choices={conflict.choices}
          onChoose={edit.choose}
          error={edit.error}
        />
      ) : editing ? (
        <DetailEditForm
          ref={photos.uploader}
          values={current.values}
          photoInfo={place.photoInfo}
          detecting={edit.detecting}
          onChange={edit.change}
          onPhotoUploaded={edit.addPhoto}
          onUploadingChange={photos.setUploading}
          onStatus={(status) =>
            visited.request(
              { status: current.values.status, visitedAt: current.values.visitedAt || null },
              status,
              (next, visitedAt) =>
                edit.change(
                  visitedAt === undefined ? { status: next } : { status: next, visitedAt: visitedAt ?? '' },
                ),
            )
          }
          onSave={save}
          error={photos.waitMessage ?? edit.error}
          fieldErrors={edit.fieldErrors}
        />
      ) : (
        <div {...photos.dropOnPlace}>
          <DetailView
            place={place}
            isOwner={isOwner}
            onStatus={(status) => visited.request(place, status, edit.setStatus)}
            onAddPhotos={isOwner ? photos.addPhotos : undefined}
            onEmbed={isOwner && onEmbed ? () => onEmbed(place) : undefined}
          />
          {isOwner && <DetailHistory place={place} />}
        </div>
      )}
      {visited.prompt}
      <DiscardChangesDialog
        open={askDiscard !== null}
        onKeepEditing={() => setAskDiscard(null)}
        onDiscard={() => {
          setAskDiscard(null);
          edit.leave();
          if (askDiscard === 'close') onClose();
        }}
      />
    </Modal>
  );
}
