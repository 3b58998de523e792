// The trips' reads the visitor's pages (HTML, sharing image, sitemap, feed) use.
export { listTripCards, readSharedTrip, readTrip } from '#server/db/trips-read.ts';
export { readTrackLinesFor } from '#server/db/trips-tracks.ts';
