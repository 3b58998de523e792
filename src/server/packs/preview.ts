import type { PackPreviewKind } from '#shared/packs/pack.ts';
import type { Trip, TripDay } from '#shared/trips/trip-schema.ts';

export interface Preview {
  days: TripDay[];
  hiddenStops: number;
  hiddenDays: number;
}

/**
 * The free part of a pack's trip: its first day, or its first `stops` stops. Only those stops are
 * sent; a day shown only in part keeps its date and title, not its notes (they may speak of the
 * stops left out). Nothing else of the trip leaves the server.
 */
export function previewOf(trip: Pick<Trip, 'days'>, kind: PackPreviewKind, stops: number): Preview {
  const total = trip.days.reduce((sum, day) => sum + day.stops.length, 0);
  let days: TripDay[];
  if (kind === 'first_day') {
    days = trip.days.slice(0, 1);
  } else {
    days = [];
    let left = stops;
    for (const day of trip.days) {
      if (left <= 0) break;
      const shown = day.stops.slice(0, left);
      left -= shown.length;
      days.push(shown.length === day.stops.length ? day : { ...day, notes: '', stops: shown });
    }
  }
  const shownStops = days.reduce((sum, day) => sum + day.stops.length, 0);
  const lastShown = days.at(-1);
  const lastWhole =
    lastShown !== undefined && lastShown === trip.days[days.length - 1] ? days.length : days.length - 1;
  return {
    days: days.map((day) => ({ ...day })),
    hiddenStops: total - shownStops,
    hiddenDays: trip.days.length - Math.max(lastWhole, 0),
  };
}
