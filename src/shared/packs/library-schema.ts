// A buyer's library: the trip of the release bought, what changed since, its files (routes/library.ts).
import { z } from '../zod';
import { TripSchema } from '../trips/trip-schema';
import { LIBRARY_FORMATS, PACK_LIMITS } from './pack';
import { PackReleaseSchema } from './pack-schema';

/** What changed in the trip since the release a buyer bought (shared/packs/release-changes.ts). */
export const ReleaseChangesSchema = z
  .strictObject({
    /** Stops of the trip shown, by day and place in the day (0-based): new, or changed. */
    stops: z.array(z.strictObject({ day: z.int(), stop: z.int(), change: z.enum(['added', 'changed']) })),
    /** Places the release bought stopped at that this one no longer does. */
    removed: z.array(z.string()),
  })
  .meta({ id: 'ReleaseChanges' });

/** What a library opens: the full trip of the release bought (or a later one), and its files. */
export const LibrarySchema = z
  .strictObject({
    pack: z.strictObject({ id: z.int(), title: z.string(), description: z.string(), path: z.string() }),
    order: z.strictObject({
      createdAt: z.string(),
      releaseNumber: z.int(),
      /** The buyer's email, masked: m•••@example.com. */
      email: z.string(),
    }),
    /** The release shown (the newest), its note, and every release since the one bought. */
    release: PackReleaseSchema,
    releases: z.array(PackReleaseSchema),
    /** A release newer than the one bought exists (what changed: `releases`' notes). */
    newerRelease: z.boolean(),
    /** What changed in the trip since the release bought (nothing while it is the newest). */
    changes: ReleaseChangesSchema,
    trip: TripSchema,
    /** Short-lived signed URLs, one per format. */
    downloads: z.array(
      z.strictObject({ format: z.enum(LIBRARY_FORMATS), url: z.string(), expiresAt: z.string() }),
    ),
  })
  .meta({ id: 'Library' });

export const LibraryResendSchema = z
  .strictObject({
    email: z
      .string({ error: 'Email is required' })
      .trim()
      .max(PACK_LIMITS.emailMax, `Email is at most ${PACK_LIMITS.emailMax} characters`)
      .email('Enter a valid email address')
      .toLowerCase(),
  })
  .meta({ id: 'LibraryResend' });

export type ReleaseChanges = z.infer<typeof ReleaseChangesSchema>;
export type Library = z.output<typeof LibrarySchema>;
