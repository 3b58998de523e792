import { STATUSES } from '#shared/location.ts';
import { LOCATION_TYPES } from '#shared/location-types.ts';
import { DEMO_PLACES } from './demo-places';
import type { NewLocation } from './locations';

/** mulberry32: a small, fast, deterministic PRNG, so every run generates the same places. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ADJECTIVES = [
  'Hidden',
  'Old',
  'Grand',
  'Little',
  'Silver',
  'Sunset',
  'Misty',
  'Golden',
  'Quiet',
  'Wild',
  'Crystal',
  'Red Rock',
  'Blue',
  'Cedar',
  'Eagle',
];
const NOUNS: Record<string, string[]> = {
  'national-park': ['National Park', 'National Preserve'],
  'state-park': ['State Park', 'State Recreation Area'],
  'regional-park': ['Regional Park', 'Nature Reserve'],
  mall: ['Galleria', 'Market Hall', 'Shopping Arcade'],
  attraction: ['Falls', 'Gardens', 'Caverns', 'Pier'],
  restaurant: ['Diner', 'Bistro', 'Noodle House', 'Taqueria'],
  museum: ['Museum', 'Gallery', 'Heritage Centre'],
  beach: ['Beach', 'Cove', 'Bay'],
  mountain: ['Peak', 'Summit', 'Ridge'],
  city: ['Old Town', 'Harbour District', 'Market Square'],
  landmark: ['Lighthouse', 'Bridge', 'Tower', 'Arch'],
  unesco: ['Heritage Site', 'Ancient City', 'Temple Complex'],
  custom: ['Scenic Drive', 'Hot Springs', 'Overlook'],
};
const NOTES = [
  'Went early to beat the crowds and had the trail almost to myself.',
  'The light an hour before sunset was unreal; bring a wide lens.',
  'Locals pointed me to a viewpoint that is not on any map.',
  'Parking fills by 9 am on weekends, so plan ahead.',
  'Worth every mile of the detour. I would go back in autumn.',
  '',
];
/** Jitter around real places: about ±0.6° keeps most points on land near where people travel. */
const SPREAD_DEGREES = 0.6;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * N realistic places for benchmarks: spread around the real demo places (so over land and in
 * believable clusters), every type and status, some with photos, videos and visit dates.
 */
export function generatePlaces(count: number, seed = 1551): NewLocation[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const places: NewLocation[] = [];
  for (let i = 0; i < count; i++) {
    const anchor = pick(DEMO_PLACES);
    const type = pick(LOCATION_TYPES).type;
    const status = next() < 0.6 ? 'visited' : pick(STATUSES);
    const hasVideo = next() < 0.2;
    const hasPhoto = next() < 0.3;
    const year = 2019 + Math.floor(next() * 7);
    const month = 1 + Math.floor(next() * 12);
    places.push({
      name: `${pick(ADJECTIVES)} ${anchor.name.split(' ')[0]} ${pick(NOUNS[type] ?? ['Place'])} ${i + 1}`,
      type,
      latitude: Number(clamp(anchor.latitude + (next() - 0.5) * 2 * SPREAD_DEGREES, -89.9, 89.9).toFixed(5)),
      longitude: Number(
        clamp(anchor.longitude + (next() - 0.5) * 2 * SPREAD_DEGREES, -179.9, 179.9).toFixed(5),
      ),
      address: anchor.address,
      state: anchor.state ?? null,
      country: anchor.country,
      status,
      notes: pick(NOTES),
      photos: hasPhoto
        ? [`https://images.unsplash.com/photo-1500530855697-b586d89ba3ee?w=800&q=80&sig=${i}`]
        : [],
      youtubeUrls: hasVideo ? [`https://www.youtube.com/watch?v=${String(i).padStart(11, 'x')}`] : [],
      visitedAt:
        status === 'visited'
          ? `${year}-${String(month).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`
          : null,
    });
  }
  return places;
}
