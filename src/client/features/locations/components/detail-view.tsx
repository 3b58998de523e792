import type { Location, LocationStatus } from '#shared/location.ts';
import { typeEmoji } from '#shared/location-types.ts';
import { StatusBadge } from '#client/components/ui/status-badge.tsx';
import { TripsOfPlace } from '#client/components/trips-of-place.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { dateFormat } from '#client/lib/intl.ts';
import { useLocationTypes } from '../api/get-location-types';
import { DetailActions } from './detail-actions';
import { DetailSection } from './detail-section';
import { DetailStatusButtons } from './detail-status-buttons';
import { DetailVideo } from './detail-video';
import { TagChips } from './tag-chips';
import { PrivateBadge } from './private-badge';
import { statusLabel } from './visitor-words';
import { countryLabel } from '#client/components/country-label.ts';
import { typeName } from '#client/components/type-label.ts';

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
/** "November 28, 2026" as the page's language writes it; a bare date in UTC (see formatDate). */
const MOMENT = dateFormat(DATE);
const DAY = dateFormat({ ...DATE, timeZone: 'UTC' });

export function formatDate(iso: string | null): string {
  if (!iso) return '—';
  // A bare date (visitedAt) is a calendar day, not a moment: read it in UTC so it never shifts.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00Z`) : new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return (iso.length === 10 ? DAY : MOMENT).format(date);
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
      <DetailSection title={i18n._('Details')}>
        <p className="flex items-center gap-2 text-sm text-slate-800">
          <span aria-hidden="true">{typeEmoji(place.type)}</span>
          {typeName(place.type, types)}
          {place.isPrivate && <PrivateBadge />}
        </p>
        <TagChips tags={place.tags} className="mt-2" />
      </DetailSection>

      <DetailSection title={i18n._('Status')}>
        {isOwner ? (
          <DetailStatusButtons value={place.status} onChange={onStatus} />
        ) : (
          <StatusBadge status={place.status} label={statusLabel(place.status)} className="text-sm" />
        )}
      </DetailSection>

      <DetailSection title={i18n._('Notes')}>
        {place.notes ? (
          <p className="text-sm leading-relaxed whitespace-pre-line text-slate-800">{place.notes}</p>
        ) : (
          <p className="text-sm text-slate-600">{i18n._('No notes yet.')}</p>
        )}
      </DetailSection>

      {isOwner && (
        <DetailSection title={i18n._('Private notes')}>
          <p className="mb-1 text-xs text-slate-600">{i18n._('Only you see these.')}</p>
          {place.privateNotes ? (
            <p className="text-sm leading-relaxed whitespace-pre-line text-slate-800">{place.privateNotes}</p>
          ) : (
            <p className="text-sm text-slate-600">{i18n._('No private notes.')}</p>
          )}
        </DetailSection>
      )}

      <DetailSection title={i18n._('YouTube Video')}>
        <DetailVideo placeId={place.id} name={place.name} urls={place.youtubeUrls} />
      </DetailSection>

      <TripsOfPlace
        placeId={place.id}
        frame={(list) => <DetailSection title={i18n._('Trips')}>{list}</DetailSection>}
      />

      <DetailSection title={i18n._('Location')}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">{i18n._('Country')}</dt>
          <dd className="text-slate-900">{place.country ? countryLabel(place.country) : '—'}</dd>
          <dt className="text-slate-600">{i18n._('State')}</dt>
          <dd className="text-slate-900">{place.state || '—'}</dd>
          <dt className="text-slate-600">{i18n._('Coordinates')}</dt>
          <dd className="text-slate-900 tabular-nums">
            {place.latitude.toFixed(4)}, {place.longitude.toFixed(4)}
          </dd>
        </dl>
      </DetailSection>

      <DetailSection title={i18n._('Actions')}>
        <DetailActions place={place} onAddPhotos={onAddPhotos} onEmbed={onEmbed} />
      </DetailSection>

      <DetailSection title={i18n._('Metadata')}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {place.visitedAt && (
            <>
              <dt className="text-slate-600">{i18n._('Visited')}</dt>
              <dd className="text-slate-900">{formatDate(place.visitedAt)}</dd>
            </>
          )}
          <dt className="text-slate-600">{i18n._('Added')}</dt>
          <dd className="text-slate-900">{formatDate(place.createdAt)}</dd>
          <dt className="text-slate-600">{i18n._('Updated')}</dt>
          <dd className="text-slate-900">{formatDate(place.updatedAt)}</dd>
        </dl>
      </DetailSection>
    </div>
  );
}
