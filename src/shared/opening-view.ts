import { z } from './zod';

/** How the home map opens: the spec's view, every public place fitted, or a view the owner set. */
export const OPENING_VIEWS = ['spec', 'fit', 'set'] as const;
export type OpeningViewChoice = (typeof OPENING_VIEWS)[number];

/** The closest a view the owner sets may be (the tiles reach 19, a set view shows some country around). */
export const SET_ZOOM_MAX = 18;

const coordinate = (name: string, limit: number) =>
  z
    .number(`${name} must be a number`)
    .min(-limit, `${name} is between -${limit} and ${limit}`)
    .max(limit, `${name} is between -${limit} and ${limit}`);

/** The owner's settings of the opening view, stored with the other site settings. */
export const openingViewFields = {
  openingView: z.enum(OPENING_VIEWS, "The opening view is 'spec', 'fit' or 'set'"),
  openingLatitude: coordinate('Latitude', 90),
  openingLongitude: coordinate('Longitude', 180),
  openingZoom: z
    .number('Zoom must be a number')
    .int('Zoom is a whole number')
    .min(0, `Zoom is between 0 and ${SET_ZOOM_MAX}`)
    .max(SET_ZOOM_MAX, `Zoom is between 0 and ${SET_ZOOM_MAX}`),
};

const SET_FIELDS = ['openingLatitude', 'openingLongitude', 'openingZoom'] as const;

/** A change to "set" carries its centre and zoom: a set view is never half stored. */
export function requireSetView(
  changes: { openingView?: OpeningViewChoice } & Partial<Record<(typeof SET_FIELDS)[number], number>>,
  context: z.RefinementCtx,
): void {
  if (changes.openingView !== 'set') return;
  for (const key of SET_FIELDS)
    if (changes[key] === undefined)
      context.addIssue({ code: 'custom', path: [key], message: 'Required for a view you set' });
}

/**
 * The home map's first view as the server answers it, ready to use: `[latitude, longitude, zoom]`
 * for setView, or `[south, west, north, east]`, the box of the public places, for fitBounds.
 */
export const ReadyViewSchema = z
  .union([
    z.tuple([z.number(), z.number(), z.number()]),
    z.tuple([z.number(), z.number(), z.number(), z.number()]),
  ])
  .meta({ id: 'ReadyView' });
export type ReadyView = z.infer<typeof ReadyViewSchema>;
