import { standardCountryName } from '#shared/geo/country-names.ts';

/**
 * Disputed and special territories (README, "Borders and disputed territories"): a point belongs to
 * the administration in control on the ground, named as our list of countries and territories
 * names it. An administration that is not in that list (Northern Cyprus, Somaliland) counts for
 * the country it is recognised as part of; land leased to another state counts for its owner.
 * Natural Earth's boundaries already draw the lines of control (Kashmir, Crimea, Western Sahara's
 * berm, the Golan); these are the names and the one line they draw otherwise (Jerusalem).
 */
const BOUNDARY_NAMES: Record<string, string | null> = {
  // British sovereign base areas: their villages are run by Cyprus, and no border is crossed into them.
  Akrotiri: 'Cyprus',
  Dhekelia: 'Cyprus',
  'Cyprus U.N. Buffer Zone': 'Cyprus',
  // Leased, not ceded.
  Baikonur: 'Kazakhstan',
  'USNB Guantanamo Bay': 'Cuba',
  'Coral Sea Is.': 'Australia',
  'Clipperton I.': 'France',
  'Bajo Nuevo Bank': 'Colombia',
  'Serranilla Bank': 'Colombia',
  // Reefs held piecemeal by several states: no one country to name.
  'Spratly Is.': null,
  'Scarborough Reef': null,
};

/** Our name for a boundary's country (Natural Earth's short names), or null to leave it out. */
export function boundaryCountryName(name: string): string | null {
  const special = BOUNDARY_NAMES[name];
  return special === undefined ? standardCountryName(name) : special;
}

interface Circle {
  kind: 'circle';
  country: string;
  latitude: number;
  longitude: number;
  radiusKm: number;
}
interface Outline {
  kind: 'outline';
  country: string;
  /** [longitude, latitude] corners, in order. */
  ring: readonly (readonly [number, number])[];
}

/**
 * Places the boundaries do not settle. Vatican City and Gibraltar are drawn a few hundred metres
 * off at 1:10m (Gibraltar's outline follows the border fence on the isthmus and the Rock's shore,
 * harbour included); Natural Earth draws East Jerusalem with the West Bank, but the whole city is administered by
 * Israel. The outline follows the city's eastern edge (Pisgat Ze'ev, Har Homa, Gilo) to about
 * half a kilometre, leaving out al-Eizariya, Abu Dis, ar-Ram, Qalandiya, Bethlehem and Beit Jala.
 */
export const SPECIAL_AREAS: readonly (Circle | Outline)[] = [
  { kind: 'circle', country: 'Vatican City', latitude: 41.9036, longitude: 12.4529, radiusKm: 0.6 },
  {
    kind: 'outline',
    country: 'Gibraltar',
    ring: [
      [-5.366, 36.155],
      [-5.338, 36.155],
      [-5.335, 36.14],
      [-5.337, 36.12],
      [-5.343, 36.107],
      [-5.352, 36.108],
      [-5.358, 36.125],
      [-5.366, 36.14],
    ],
  },
  // The Matsu Islands (Nangan and Beigan, Juguang, Dongyin), too small for 1:10m, a few
  // kilometres off China's coast: administered by Taiwan.
  ...(
    [
      [119.9, 26.13, 120.04, 26.26],
      [119.92, 25.94, 120.0, 26.0],
      [120.47, 26.35, 120.52, 26.39],
    ] as const
  ).map(([west, south, east, north]): Outline => ({
    kind: 'outline',
    country: 'Taiwan',
    ring: [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
    ],
  })),
  {
    kind: 'outline',
    country: 'Israel',
    ring: [
      [35.185, 31.722],
      [35.215, 31.715],
      [35.232, 31.722],
      [35.243, 31.735],
      [35.25, 31.76],
      [35.255, 31.775],
      [35.258, 31.8],
      [35.265, 31.83],
      [35.255, 31.852],
      [35.238, 31.842],
      [35.185, 31.842],
    ],
  },
];

const KM_PER_DEGREE = 111.2;

function insideRing(ring: Outline['ring'], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const bounds = new WeakMap<Outline['ring'], [number, number, number, number]>();

/** Whether the point is inside the ring's bounding box: most lookups stop here. */
function withinBounds(ring: Outline['ring'], x: number, y: number): boolean {
  let box = bounds.get(ring);
  if (!box) {
    const xs = ring.map((p) => p[0]);
    const ys = ring.map((p) => p[1]);
    box = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    bounds.set(ring, box);
  }
  return x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3];
}

/** The country of a special area containing the point, if any. */
export function specialAreaAt(latitude: number, longitude: number): string | undefined {
  for (const area of SPECIAL_AREAS) {
    if (area.kind === 'circle') {
      const dx = (longitude - area.longitude) * Math.cos((latitude * Math.PI) / 180) * KM_PER_DEGREE;
      const dy = (latitude - area.latitude) * KM_PER_DEGREE;
      if (Math.hypot(dx, dy) <= area.radiusKm) return area.country;
    } else if (withinBounds(area.ring, longitude, latitude) && insideRing(area.ring, longitude, latitude)) {
      return area.country;
    }
  }
  return undefined;
}
