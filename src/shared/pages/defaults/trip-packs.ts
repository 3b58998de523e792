const PACKS = [
  {
    title: 'North Shore Explorer',
    duration: '3 days',
    highlights: [
      'Gooseberry Falls State Park',
      'Split Rock Lighthouse',
      'Tettegouche State Park',
      'Grand Marais',
    ],
    price: '$49',
    type: 'Nature & Scenic',
    image: '🌲',
    blurb:
      'Lake Superior’s rugged Minnesota shoreline, waterfall by waterfall, with the best pie stops in between.',
  },
  {
    title: 'Rocky Mountain Adventure',
    duration: '5 days',
    highlights: [
      'Rocky Mountain National Park',
      'Trail Ridge Road',
      'Great Sand Dunes National Park',
      'Maroon Bells',
    ],
    price: '$89',
    type: 'National Parks',
    image: '🏔️',
    blurb:
      'Alpine lakes at sunrise, elk at dusk and the highest paved road in the country, paced for the altitude.',
  },
  {
    title: 'UNESCO World Heritage Tour',
    duration: '7 days',
    highlights: ['Grand Canyon National Park', 'Mesa Verde National Park', 'Chaco Culture', 'Taos Pueblo'],
    price: '$129',
    // No type: the tour spans several kinds of site.
    type: '',
    image: '🏛️',
    blurb:
      'Four World Heritage sites of the American Southwest in one loop, from canyon rims to thousand-year-old cliff dwellings.',
  },
  {
    title: 'Great Lakes Circle',
    duration: '2 days',
    highlights: [
      'Pictured Rocks National Lakeshore',
      'Munising Falls',
      'Tahquamenon Falls',
      'Mackinac Island',
    ],
    price: '$39',
    type: 'Lakes & Waterfalls',
    image: '🌊',
    blurb:
      'A long weekend across Michigan’s Upper Peninsula: painted cliffs, amber waterfalls and a car-free island.',
  },
  {
    title: 'Southwest Desert Wonders',
    duration: '4 days',
    highlights: ['Antelope Canyon', 'Horseshoe Bend', 'Monument Valley', 'Zion National Park'],
    price: '$69',
    type: 'Desert & Canyons',
    image: '🌵',
    blurb:
      'Slot canyons, red-rock towers and the river bends you have seen on every postcard, timed for the light.',
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

const INCLUDED = [
  {
    emoji: '🗺️',
    title: 'Detailed Itineraries',
    text: 'Day-by-day plans with drive times, trail lengths and where to sleep, tested on my own trips.',
  },
  {
    emoji: '📍',
    title: 'GPS Coordinates',
    text: 'Exact coordinates for every stop, trailhead and parking lot, ready to drop into your maps app.',
  },
  {
    emoji: '📸',
    title: 'Photo Spots',
    text: 'The viewpoints behind my favourite shots, with the time of day the light is best.',
  },
  {
    emoji: '💡',
    title: 'Insider Tips',
    text: 'Which permits to book early, where the crowds thin out and what I wish I had known the first time.',
  },
  {
    emoji: '⏱️',
    title: 'Time Optimization',
    text: 'Routes ordered to skip backtracking and beat the tour buses, so your days go to the places, not the road.',
  },
  {
    emoji: '💰',
    title: 'Budget Planning',
    text: 'Realistic costs for fuel, entry fees, food and lodging, plus the free spots that are just as good.',
  },
];

/**
 * /trip-packs as the spec's site shipped it: the intro (body), six sample packs (display data only:
 * nothing is for sale yet), what every pack includes and the closing call. The waitlist forms are
 * not page content.
 */
export const TRIP_PACKS_DEFAULT = {
  title: 'Trip Packs',
  description: 'Ready-to-go travel guides built from the routes I have actually driven, hiked and filmed.',
  body: `Every week someone asks me for the exact route behind a video: where I parked, which trail I took, what time I got to the overlook. Trip Packs are my answer. Each one is a complete, tested plan for a trip I have done myself, with every stop pinned and every detail I had to learn the hard way.

I am finishing the first packs now. Join the waitlist and you will hear the moment they are ready.`,
  badge: 'Coming Soon',
  headline: 'Skip the weeks of planning. Take my trips instead.',
  packsHeading: 'A sneak peek at the first packs',
  packsNote: 'Prices and routes may still change a little before launch.',
  packs: PACKS,
  includedHeading: 'What every pack includes',
  included: INCLUDED,
  joinHeading: 'Be the first to travel with a Trip Pack',
  joinText:
    'Waitlist members hear about the first packs before anyone else. Your address is used for that one email and nothing else.',
  highlightsLabel: 'Highlights',
  packButton: 'Coming Soon',
  notifyLabel: 'Get an email when Trip Packs launch',
  notifyButton: 'Notify Me',
  notifyNote:
    'No spam, ever. One email when the packs are ready, and you can leave the list whenever you like.',
  notifyDoneHeading: "You're on the list!",
  notifyDoneText: "Thanks for subscribing! I'll notify you as soon as Trip Packs are available.",
  joinLabel: 'Your email address',
  joinButton: 'Join Waitlist',
  joinDoneHeading: 'Welcome to the waitlist!',
  joinDoneText: 'You will be among the first to hear when the first packs are ready.',
};
