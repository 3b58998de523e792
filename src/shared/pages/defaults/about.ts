const FEATURES = [
  {
    emoji: '🗺️',
    title: 'Interactive Maps',
    text: 'Every destination sits on one world map you can pan, zoom, search and filter by country, state, type and status, so you can see at a glance what is near the place you are heading.',
  },
  {
    emoji: '📸',
    title: 'Photo Memories',
    text: 'Places come with my own photos, taken on the day: the view from the trail, the dish I still think about, the light at golden hour. No stock images pretending to be a trip.',
  },
  {
    emoji: '🎬',
    title: 'Video Integration',
    text: 'Where I filmed a place, its videos are one click away from the pin. Watch the hike, the drive or the food tour before deciding whether it belongs on your own list.',
  },
];

const FIGURES = [
  { value: '{countries|25+}', label: 'Countries' },
  { value: '{parks|50+}', label: 'Parks' },
  { value: '{videos|100+}', label: 'Videos' },
  { value: '{miles|50k+}', label: 'Miles' },
];

/**
 * /about as the spec's site shipped it: the mission card (body), the figures and the feature cards,
 * then the closing cards. `{email}` in the text shows the contact address set in Settings.
 */
export const ABOUT_DEFAULT = {
  title: 'About Fru World',
  description:
    'Exploring the world, one destination at a time. An interactive map of every place I have explored, and every place I still dream about.',
  body: `## My mission

I started Fru World because I kept getting the same message: "Where was that, and is it worth the drive?" My answers were scattered across videos, notes apps and a very full camera roll. So I put every place on one map.

My mission is simple: help you discover places worth your time, and give you the honest details that make a trip go well. That means the trail that was closed, the parking lot that filled by 8 a.m., and the little café that turned out to be the best part of the day.`,
  figures: FIGURES,
  featuresHeading: 'What you will find here',
  features: FEATURES,
  closing: `## A community of explorers

Fru World is better because of the people who use it. Some of my favourite trips started with a message from a viewer who said, "You have to see this place."

- Suggest a place you think deserves a pin, and tell me why.
- Share your own tips in the comments of my videos.
- Send the map to a friend who is planning a trip.

## Travel safety disclaimer

Everything on Fru World reflects my own experience on the day I visited. Trails wash out, roads close, prices change and weather turns. Always check official sources, like park services, local authorities and travel advisories, before you go, travel within your abilities, and make your own decisions about your safety. By using the site, you accept that responsibility. The [Terms of Service](/terms) say more.

## Get in touch

Questions, corrections, collaboration ideas or just a hello: I read every message. Write to me through the contact page or at **{email}**, and I will get back to you within 24-48 hours.`,
  contactButton: 'Contact me',
  aboutMeButton: 'More about me',
};
