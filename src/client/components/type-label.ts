import {
  isKnownType,
  typeLabel,
  type LOCATION_TYPES,
  type LocationTypeOption,
} from '#shared/location-types.ts';
import { i18n } from '#client/lib/i18n.ts';

/**
 * A type's label in the page's language: a default type under its default label is translated; a
 * label the owner gave (a renamed type, a type of their own) is shown as they wrote it.
 */
export function typeName(type: string, options?: readonly LocationTypeOption[]): string {
  const label = typeLabel(type, options);
  return isKnownType(type) && label === typeLabel(type) ? i18n._(label) : label;
}

/**
 * The default labels (shared/location-types.ts) as messages, for lingui extract; the compiler checks
 * they are the labels. Nothing reads it, so no page downloads it.
 */
export const DEFAULT_TYPE_LABELS: { [T in (typeof LOCATION_TYPES)[number] as T['type']]: T['label'] } = {
  'national-park': /*i18n*/ 'National Park',
  'state-park': /*i18n*/ 'State Park',
  'regional-park': /*i18n*/ 'Regional Park',
  mall: /*i18n*/ 'Mall',
  attraction: /*i18n*/ 'Attraction',
  restaurant: /*i18n*/ 'Restaurant',
  museum: /*i18n*/ 'Museum',
  beach: /*i18n*/ 'Beach',
  mountain: /*i18n*/ 'Mountain',
  city: /*i18n*/ 'City',
  landmark: /*i18n*/ 'Landmark',
  unesco: /*i18n*/ 'UNESCO Sites',
  custom: /*i18n*/ 'Custom',
};
