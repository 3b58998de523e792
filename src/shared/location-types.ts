import type { z } from 'zod';
import type { LocationTypeOptionSchema } from './location-schema';

// The 13 location types of the spec, with their default labels and emoji.
export const LOCATION_TYPES = [
  { type: 'national-park', label: 'National Park', emoji: '🏞️' },
  { type: 'state-park', label: 'State Park', emoji: '🌲' },
  { type: 'regional-park', label: 'Regional Park', emoji: '🌳' },
  { type: 'mall', label: 'Mall', emoji: '🛍️' },
  { type: 'attraction', label: 'Attraction', emoji: '🎢' },
  { type: 'restaurant', label: 'Restaurant', emoji: '🍽️' },
  { type: 'museum', label: 'Museum', emoji: '🏛️' },
  { type: 'beach', label: 'Beach', emoji: '🏖️' },
  { type: 'mountain', label: 'Mountain', emoji: '⛰️' },
  { type: 'city', label: 'City', emoji: '🏙️' },
  { type: 'landmark', label: 'Landmark', emoji: '🗽' },
  { type: 'unesco', label: 'UNESCO Sites', emoji: '🌍' },
  { type: 'custom', label: 'Custom', emoji: '📍' },
] as const;

export type KnownLocationType = (typeof LOCATION_TYPES)[number]['type'];

/** A type the forms and filters offer: its slug and label (LocationTypeOptionSchema). */
export type LocationTypeOption = z.output<typeof LocationTypeOptionSchema>;

export const DEFAULT_TYPE_OPTIONS: LocationTypeOption[] = LOCATION_TYPES.map(({ type, label }) => ({
  type,
  label,
}));

const KNOWN = new Map<string, { label: string; emoji: string }>(LOCATION_TYPES.map((t) => [t.type, t]));

export function isKnownType(type: string): type is KnownLocationType {
  return KNOWN.has(type);
}

/** Unknown (custom) types show their raw value as label and a pin. */
export function typeLabel(
  type: string,
  options: readonly LocationTypeOption[] = DEFAULT_TYPE_OPTIONS,
): string {
  return options.find((o) => o.type === type)?.label ?? KNOWN.get(type)?.label ?? type;
}

export function typeEmoji(type: string): string {
  return KNOWN.get(type)?.emoji ?? '📍';
}
