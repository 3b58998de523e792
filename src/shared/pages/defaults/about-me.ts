/**
 * /about-me as the spec's site shipped it: what GET /api/pages/about-me answers until the owner
 * edits the page. The body is Markdown: the intro before the first `##`, then one card per `##`.
 */
export const ABOUT_ME_DEFAULT = {
  title: 'About Me',
  description: 'The traveller, filmmaker and chronic map-maker behind Fru World.',
  greeting: 'Hi, I’m Fru!',
  stats: [
    { value: '{places|1,500+}', label: 'Destinations' },
    { value: '{unesco|306}', label: 'UNESCO sites' },
    { value: '{countries|50+}', label: 'Countries' },
  ],
  body: `I am a travel creator who cannot look at a map without planning a route. Over the years that habit has taken me to {places|more than 1,500} destinations, and my archive now holds {places|1,551} places, from tiny regional parks to some of the most famous landmarks on Earth.

## How it started

My first real road trip was a loop through the national parks of the American West with a secondhand camera and a cooler full of sandwiches. I filmed everything, badly, and loved every minute of it. Friends kept asking where each clip was from, so I started pinning places on a map.

That map grew into Fru World. Today it covers national and state parks, {unesco|306} UNESCO World Heritage sites, museums, beaches, mountains and food spots across {countries|50+} countries. I still add every place myself, with notes I write on the road.

## How I travel

- Slow where it matters: I would rather see one park properly than five from the car window.
- Early starts: sunrise beats crowds, and the light is better for filming.
- Honest notes: if a place is overrated or the trail is tougher than advertised, I say so.
- Leave no trace: pack it in, pack it out, and stay on the trail.

## A few favourite moments

- Sunrise at Mather Point on the Grand Canyon’s South Rim, wrapped in every layer I owned.
- Getting soaked on Yosemite’s Mist Trail in late May, when every waterfall roars.
- A bison jam in Yellowstone’s Lamar Valley that made me late for dinner in the best way.
- Ramen at midnight in Tokyo after a day of getting happily lost.

## Let’s connect

The best way to follow along is my video channel, where new adventures go up most weeks. And if you know a place I should see, I would love to hear about it.`,
  videosButton: 'Follow my videos',
  contactButton: 'Say hello',
};
