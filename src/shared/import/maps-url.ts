/** Decimal degrees, as Google Maps writes them in its links. */
const NUMBER = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;

// The place's own position first ("!3d…!4d…"), then a searched pair ("?q=lat,lng"), then the view's
// centre ("@lat,lng,15z"), which is only near the place.
const PATTERNS = [
  new RegExp(String.raw`!3d(${NUMBER})!4d(${NUMBER})`),
  new RegExp(
    String.raw`[?&](?:q|query|ll|sll|center|destination|daddr)=(?:loc:)?(${NUMBER})\s*,\s*(${NUMBER})(?:$|[&#\s])`,
  ),
  new RegExp(String.raw`@(${NUMBER}),(${NUMBER})(?:,|$)`),
];

/**
 * The coordinates a Google Maps link carries, if any: Takeout writes `?q=22.194509,113.540148` for a
 * dropped pin, and saved-list links often have `!3d…!4d…`. A link by place id only has none.
 */
export function coordinatesInMapsUrl(url: string): { latitude: number; longitude: number } | undefined {
  let decoded = url;
  try {
    decoded = decodeURIComponent(url.replaceAll('+', ' '));
  } catch {
    // A stray % leaves the link as it is.
  }
  for (const pattern of PATTERNS) {
    const match = pattern.exec(decoded);
    if (!match) continue;
    const latitude = Number(match[1]);
    const longitude = Number(match[2]);
    if (Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 && (latitude !== 0 || longitude !== 0))
      return { latitude, longitude };
  }
  return undefined;
}
