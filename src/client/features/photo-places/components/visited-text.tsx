import { useJoinedPlace } from '../api/get-joined-place';
import { keepsLaterVisit } from '../lib/join-visit';
import { i18n } from '#client/lib/i18n.ts';

/**
 * A group's visit date as it will be saved: a new place's, or the joined place's unless that place
 * records a later visit, which it keeps (and the card says so).
 */
export function VisitedText({
  visited,
  joined,
}: {
  visited: string | null;
  joined: { id: number; name: string } | undefined;
}) {
  const place = useJoinedPlace(visited === null ? undefined : joined?.id).data;
  if (visited === null) return i18n._('no date in the photos');
  if (place && keepsLaterVisit(place, visited))
    return i18n._('{date} ({name} keeps its later visit, {later})', {
      date: visited,
      name: place.name,
      later: place.visitedAt ?? '',
    });
  return visited;
}
