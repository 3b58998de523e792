import type { LocationCreate, LocationStatus } from '#shared/location.ts';
import { LocationCreateSchema } from '#shared/location-schema.ts';
import { issuesToFields } from '#shared/field-errors.ts';
import { toFormErrors, type FormErrors } from '#client/lib/form-errors.ts';
import { refusedLinks } from './link-field-errors';

/** What the Add Location form holds while the owner types (numbers stay text until sent). */
export interface AddLocationFormValues {
  name: string;
  type: string;
  status: LocationStatus;
  address: string;
  latitude: string;
  longitude: string;
  country: string;
  state: string;
  notes: string;
  videoUrl: string;
  photos: string[];
  visitedAt: string;
  isPrivate: boolean;
  privateNotes: string;
}

/** docs/product/SPEC.md section 5: type attraction, status planned, country United States, others empty. */
export const ADD_LOCATION_DEFAULTS: AddLocationFormValues = {
  name: '',
  type: 'attraction',
  status: 'planned',
  address: '',
  latitude: '',
  longitude: '',
  country: 'United States',
  state: '',
  notes: '',
  videoUrl: '',
  photos: [],
  visitedAt: '',
  isPrivate: false,
  privateNotes: '',
};

export const REQUIRED_MESSAGE = 'Please fill in all required fields';
export const COORDINATES_MESSAGE = 'Please enter valid coordinates';

export type FormField = keyof AddLocationFormValues;
export type FieldErrors = Partial<Record<FormField, string>>;

function coordinate(text: string, limit: number): number | null {
  if (text.trim() === '') return null;
  const value = Number(text.trim());
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/**
 * The body of POST /api/locations: trimmed, photos only if any, video links only if given, country
 * and state only if given.
 */
export function toCreateBody(
  values: AddLocationFormValues,
  latitude: number,
  longitude: number,
): LocationCreate {
  const video = values.videoUrl.trim();
  return {
    name: values.name.trim(),
    type: values.type,
    status: values.status,
    latitude,
    longitude,
    address: values.address.trim(),
    // Left out when blank: the server then fills them in from the coordinates.
    ...(values.country.trim() ? { country: values.country.trim() } : {}),
    ...(values.state.trim() ? { state: values.state.trim() } : {}),
    notes: values.notes,
    ...(values.photos.length > 0 ? { photos: values.photos } : {}),
    ...(video ? { youtubeUrls: [video] } : {}),
    ...(values.status === 'visited' && values.visitedAt ? { visitedAt: values.visitedAt } : {}),
    ...(values.isPrivate ? { isPrivate: true } : {}),
    ...(values.privateNotes ? { privateNotes: values.privateNotes } : {}),
  };
}

const FORM_FIELDS = Object.keys(ADD_LOCATION_DEFAULTS) as FormField[];

/**
 * Field messages keyed by the server's paths ("photos.2", "youtubeUrls.0") turned into the form's
 * fields, naming the refused link.
 */
export function fieldErrorsFrom(
  fields: Record<string, string>,
  values: AddLocationFormValues,
): FormErrors<FormField> {
  return toFormErrors<FormField>(fields, {
    fields: FORM_FIELDS,
    moved: refusedLinks({ photos: values.photos, videos: [values.videoUrl.trim()] }, 'videoUrl'),
  });
}

/** Typed coordinates as numbers, or each one out of range (or not a number) named. */
export function checkCoordinates(values: {
  latitude: string;
  longitude: string;
}):
  | { ok: true; latitude: number; longitude: number }
  | { ok: false; errors: { latitude?: string; longitude?: string } } {
  const latitude = coordinate(values.latitude, 90);
  const longitude = coordinate(values.longitude, 180);
  if (latitude !== null && longitude !== null) return { ok: true, latitude, longitude };
  return {
    ok: false,
    errors: {
      ...(latitude === null ? { latitude: 'Latitude is a number between -90 and 90' } : {}),
      ...(longitude === null ? { longitude: 'Longitude is a number between -180 and 180' } : {}),
    },
  };
}

export type CheckResult =
  { ok: true; body: LocationCreate } | { ok: false; alert: string; errors: FieldErrors };

/** The spec's two alerts first, then the shared schema the server also applies. */
export function checkAddLocation(values: AddLocationFormValues): CheckResult {
  const missing: FieldErrors = {};
  if (!values.name.trim()) missing.name = 'Name is required';
  if (!values.latitude.trim()) missing.latitude = 'Latitude is required';
  if (!values.longitude.trim()) missing.longitude = 'Longitude is required';
  if (Object.keys(missing).length > 0) return { ok: false, alert: REQUIRED_MESSAGE, errors: missing };

  const coordinates = checkCoordinates(values);
  if (!coordinates.ok) return { ok: false, alert: COORDINATES_MESSAGE, errors: coordinates.errors };
  const { latitude, longitude } = coordinates;

  const body = toCreateBody(values, latitude, longitude);
  const parsed = LocationCreateSchema.safeParse(body);
  if (!parsed.success) {
    const { errors, other } = fieldErrorsFrom(issuesToFields(parsed.error.issues), values);
    return { ok: false, alert: other[0] ?? 'Please check the highlighted fields', errors };
  }
  return { ok: true, body };
}

/**
 * The form after a photo with EXIF arrived: its GPS position fills coordinates left empty (both of
 * them), and its date fills the visited date of a Visited place that has none. Typed values win.
 */
export function fromPhoto(
  values: AddLocationFormValues,
  photo: { latitude: number | null; longitude: number | null; takenAt: string | null },
): AddLocationFormValues {
  const next = { ...values };
  if (
    !values.latitude.trim() &&
    !values.longitude.trim() &&
    photo.latitude !== null &&
    photo.longitude !== null
  ) {
    next.latitude = photo.latitude.toFixed(6);
    next.longitude = photo.longitude.toFixed(6);
  }
  if (values.status === 'visited' && !values.visitedAt && photo.takenAt)
    next.visitedAt = photo.takenAt.slice(0, 10);
  return next;
}
