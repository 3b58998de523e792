import type { Location, LocationStatus } from '#shared/location.ts';
import { typeEmoji, typeLabel } from '#shared/location-types.ts';
import { StatusBadge } from '#client/components/ui/status-badge.tsx';
import { TripsOfPlace } from '#client/components/trips-of-place.tsx';
import { useLocationTypes } from '../api/get-location-types';
import { DetailActions } from './detail-actions';
import { DetailSection } from './detail-section';
import { DetailStatusButtons } from './detail-status-buttons';
import { DetailVideo } from './detail-video';
import { TagChips } from './tag-chips';
import { PrivateBadge } from './private-badge';

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

export function formatDate(iso: string | null): string {
  if (!iso) return '—';
  // A bare date (visitedAt) is a calendar day, not a moment: read it in UTC so it never shifts.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00Z`) : new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString('en-US', iso.length === 10 ? { ...DATE, timeZone: 'UTC' } : DATE);
}

/** The detail modal's sections outside edit mode. Status saves at once for the owner. */
export function DetailView({
  place,
  isOwner,
  onStatus,
  onAddPhotos,
  onEmbed,
}: {
  place: Location;
  isOwner: boolean;
  onStatus: (status: LocationStatus) => void;
  onAddPhotos?: () => void;
  onEmbed?: () => void;
}) {
  const types = useLocationTypes();
  return (
    <div>
      <DetailSection title="Details">
        <p className="flex items-center gap-2 text-sm text-slate-800">
          <span aria-hidden="true">{typeEmoji(place.type)}</span>
          {typeLabel(place.type, types)}
          {place.isPrivate && <PrivateBadge />}
        </p>
        <TagChips tags={place.tags} className="mt-2" />
      </DetailSection>

      <DetailSection title="Status">
        {isOwner ? (
          <DetailStatusButtons value={place.status} onChange={onStatus} />
        ) : (
          <StatusBadge status={place.status} className="text-sm" />
        )}
      </DetailSection>

      <DetailSection title="Notes">
        {place.notes ? (
          <p className="text-sm leading-relaxed whitespace-pre-line text-slate-800">{place.notes}</p>
        ) : (
          <p className="text-sm text-slate-600">No notes yet.</p>
        )}
      </DetailSection>

      {isOwner && (
        <DetailSection title="Private notes">
          <p className="mb-1 text-xs text-slate-600">Only you see these.</p>
          {place.privateNotes ? (
            <p className="text-sm leading-relaxed whitespace-pre-line text-slate-800">{place.privateNotes}</p>
          ) : (
            <p className="text-sm text-slate-600">No private notes.</p>
          )}
        </DetailSection>
      )}

      <DetailSection title="YouTube Video">
        <DetailVideo placeId={place.id} name={place.name} urls={place.youtubeUrls} />
      </DetailSection>

      <TripsOfPlace
        placeId={place.id}
        frame={(list) => <DetailSection title="Trips">{list}</DetailSection>}
      />

      <DetailSection title="Location">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">Country</dt>
          <dd className="text-slate-900">{place.country || '—'}</dd>
          <dt className="text-slate-600">State</dt>
          <dd className="text-slate-900">{place.state || '—'}</dd>
          <dt className="text-slate-600">Coordinates</dt>
          <dd className="text-slate-900 tabular-nums">
            {place.latitude.toFixed(4)}, {place.longitude.toFixed(4)}
          </dd>
        </dl>
      </DetailSection>

      <DetailSection title="Actions">
        <DetailActions place={place} onAddPhotos={onAddPhotos} onEmbed={onEmbed} />
      </DetailSection>

      <DetailSection title="Metadata">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {place.visitedAt && (
            <>
              <dt className="text-slate-600">Visited</dt>
              <dd className="text-slate-900">{formatDate(place.visitedAt)}</dd>
            </>
          )}
          <dt className="text-slate-600">Added</dt>
          <dd className="text-slate-900">{formatDate(place.createdAt)}</dd>
          <dt className="text-slate-600">Updated</dt>
          <dd className="text-slate-900">{formatDate(place.updatedAt)}</dd>
        </dl>
      </DetailSection>
    </div>
  );
}
