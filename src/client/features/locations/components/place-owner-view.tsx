import { useNavigate } from 'react-router';
import type { Location } from '#shared/location.ts';
import { Button } from '#client/components/ui/button.tsx';
import { PencilIcon } from '#client/components/ui/icons.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { useUpdateLocation } from '../api/mutate-locations';
import { saveStatus } from '../api/save-status';
import { DetailView } from './detail-view';
import { LocationDetailModal } from './location-detail-modal';
import { useVisitedPrompt } from './visited-date-prompt';

/**
 * A place's page as its owner sees it: the status buttons save at once (asking about the visited
 * date as the dialog does), and Edit opens the detail dialog in edit mode. Its own chunk: visitors
 * never load the dialog, the forms or their schemas.
 */
export function PlaceOwnerView({
  place,
  editing,
  onEditingChange: setEditing,
}: {
  place: Location;
  /** Whether the edit dialog is open: the page keeps this view while it is, signed in or not. */
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}) {
  const navigate = useNavigate();
  const update = useUpdateLocation();
  const visited = useVisitedPrompt();
  return (
    <>
      <div className="mb-4 flex justify-end">
        <Button onClick={() => setEditing(true)}>
          <PencilIcon size={16} />
          {i18n._('Edit')}
        </Button>
      </div>
      <DetailView
        place={place}
        isOwner
        onStatus={(status) =>
          visited.request(place, status, (next, visitedAt) =>
            saveStatus(update, place.id, place, next, visitedAt),
          )
        }
      />
      {visited.prompt}
      {editing && (
        <LocationDetailModal
          id={place.id}
          startInEdit
          onClose={() => setEditing(false)}
          onDeleted={() => void navigate('/', { replace: true })}
        />
      )}
    </>
  );
}
