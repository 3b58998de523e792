/** A sample pack shown in the preview grid (display data only: nothing is for sale yet). */
export interface TripPack {
  title: string;
  duration: string;
  /** Real places the pack visits, in route order. */
  highlights: readonly string[];
  price: string;
  /** Not every pack has one (the UNESCO tour spans several kinds of site). */
  type?: string;
  image: string;
  blurb: string;
}

export const TRIP_PACKS: readonly TripPack[] = [
  {
    title: 'North Shore Explorer',
    duration: '3 days',
    highlights: ['Gooseberry Falls State Park', 'Split Rock Lighthouse', 'Tettegouche State Park', 'Grand Marais'],
    price: '$49',
    type: 'Nature & Scenic',
    image: '🌲',
    blurb: 'Lake Superior’s rugged Minnesota shoreline, waterfall by waterfall, with the best pie stops in between.',
  },
  {
    title: 'Rocky Mountain Adventure',
    duration: '5 days',
    highlights: ['Rocky Mountain National Park', 'Trail Ridge Road', 'Great Sand Dunes National Park', 'Maroon Bells'],
    price: '$89',
    type: 'National Parks',
    image: '🏔️',
    blurb: 'Alpine lakes at sunrise, elk at dusk and the highest paved road in the country, paced for the altitude.',
  },
  {
    title: 'UNESCO World Heritage Tour',
    duration: '7 days',
    highlights: ['Grand Canyon National Park', 'Mesa Verde National Park', 'Chaco Culture', 'Taos Pueblo'],
    price: '$129',
    image: '🏛️',
    blurb: 'Four World Heritage sites of the American Southwest in one loop, from canyon rims to thousand-year-old cliff dwellings.',
  },
  {
    title: 'Great Lakes Circle',
    duration: '2 days',
    highlights: ['Pictured Rocks National Lakeshore', 'Munising Falls', 'Tahquamenon Falls', 'Mackinac Island'],
    price: '$39',
    type: 'Lakes & Waterfalls',
    image: '🌊',
    blurb: 'A long weekend across Michigan’s Upper Peninsula: painted cliffs, amber waterfalls and a car-free island.',
  },
  {
    title: 'Southwest Desert Wonders',
    duration: '4 days',
    highlights: ['Antelope Canyon', 'Horseshoe Bend', 'Monument Valley', 'Zion National Park'],
    price: '$69',
    type: 'Desert & Canyons',
    image: '🌵',
    blurb: 'Slot canyons, red-rock towers and the river bends you have seen on every postcard, timed for the light.',
  },
  {
    title: 'European Capital Cities',
    duration: '10 days',
    highlights: ['Paris', 'Brussels', 'Amsterdam', 'Berlin', 'Prague'],
    price: '$199',
    type: 'Cultural Heritage',
    image: '🏰',
    blurb: 'Five capitals by train, with the neighbourhoods, viewpoints and cafés I keep going back to.',
  },
];

export interface TripPackFeature {
  icon: string;
  title: string;
  text: string;
}

/** What every pack will include. */
export const TRIP_PACK_FEATURES: readonly TripPackFeature[] = [
  {
    icon: '🗺️',
    title: 'Detailed Itineraries',
    text: 'Day-by-day plans with drive times, trail lengths and where to sleep, tested on my own trips.',
  },
  {
    icon: '📍',
    title: 'GPS Coordinates',
    text: 'Exact coordinates for every stop, trailhead and parking lot, ready to drop into your maps app.',
  },
  {
    icon: '📸',
    title: 'Photo Spots',
    text: 'The viewpoints behind my favourite shots, with the time of day the light is best.',
  },
  {
    icon: '💡',
    title: 'Insider Tips',
    text: 'Which permits to book early, where the crowds thin out and what I wish I had known the first time.',
  },
  {
    icon: '⏱️',
    title: 'Time Optimization',
    text: 'Routes ordered to skip backtracking and beat the tour buses, so your days go to the places, not the road.',
  },
  {
    icon: '💰',
    title: 'Budget Planning',
    text: 'Realistic costs for fuel, entry fees, food and lodging, plus the free spots that are just as good.',
  },
];
