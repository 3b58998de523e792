import { useJoinedPlace } from '../api/get-joined-place';
import { keepsLaterVisit } from '../lib/join-visit';

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
  if (visited === null) return 'no date in the photos';
  if (place && keepsLaterVisit(place, visited))
    return `${visited} (${place.name} keeps its later visit, ${place.visitedAt})`;
  return visited;
}
