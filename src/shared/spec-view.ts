/**
 * The spec's opening view of the home map, `[latitude, longitude, zoom]`: the centre of the United
 * States at zoom 5. Apart from the schemas: the home page's early paint reads it without zod.
 */
export const SPEC_VIEW = [39.8283, -98.5795, 5] as const;
