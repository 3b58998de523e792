export const ABOUT_FEATURES = [
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
] as const;

export const ABOUT_FIGURES = [
  { value: '25+', label: 'Countries' },
  { value: '50+', label: 'Parks' },
  { value: '100+', label: 'Videos' },
  { value: '50k+', label: 'Miles' },
] as const;
