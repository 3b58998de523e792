import type { Location } from '#shared/location.ts';
import type { Trip } from '#shared/trips/trip-schema.ts';
import { anotherSite } from './another-site';
import { expect, test } from './fixtures';
import { createPlace } from './home-helpers';

// Issue 38: a public trip is embeddable. Another site frames /embed?trip=…: the trip's numbered
// stops and route lines are drawn, fitted to the trip, and its title links to its page.

const STOPS = [
  { name: 'Kyoto Station', latitude: 34.9858, longitude: 135.7588 },
  { name: 'Nara Park', latitude: 34.685, longitude: 135.843 },
  { name: 'Osaka Castle', latitude: 34.6873, longitude: 135.5262 },
];

test('another site frames a public trip’s embed: its stops, its lines and its title’s link', async ({
  page,
  ownerApi,
  server,
}) => {
  const suffix = `${Date.now()}`;
  const places: Location[] = [];
  for (const stop of STOPS)
    places.push(
      await createPlace(ownerApi, {
        ...stop,
        name: `${stop.name} ${suffix}`,
        country: 'Japan',
        state: null,
        address: '',
        status: 'visited',
      }),
    );
  const title = `Kansai <b>loop</b> ${suffix}`;
  const created = await ownerApi.post('/api/trips', {
    data: {
      title,
      visibility: 'public',
      days: [{ title: 'Kansai', stops: places.map((place) => ({ placeId: place.id, modeToNext: 'train' })) }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const trip = (await created.json()) as Trip;
  const site = await anotherSite(`${server.url}/embed?trip=${trip.id}`);
  try {
    await page.goto(site.url);
    const embed = page.frameLocator('iframe[title="Map of my trip"]');
    await expect(embed.getByRole('status')).toHaveText('3 stops');

    // The title is text, and a link to the trip's page out of the frame.
    const link = embed
      .getByRole('banner')
      .getByRole('link', { name: new RegExp(`^Kansai <b>loop</b> ${suffix}`) });
    await expect(link).toHaveAttribute('href', trip.path);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(embed.locator('header b')).toHaveCount(0);

    // The stops, numbered, and the route's lines between them.
    const map = embed.getByRole('region', { name: 'Map of the trip’s route' });
    for (const [index, place] of places.entries())
      await expect(embed.locator(`.trip-stop-marker[title="${index + 1}. ${place.name}"]`)).toBeVisible();
    await expect(map).toHaveAttribute('data-route-lines', /^[1-9]\d*$/);
    // Drawn on one canvas (route-lines-layer.ts), not a path element a line.
    await expect(embed.locator('.leaflet-overlay-pane canvas').first()).toBeAttached();

    // Fitted to the trip: every stop's pin lies inside the map's box.
    const box = (await map.boundingBox())!;
    for (const pin of await embed.locator('.trip-stop-marker').all()) {
      const at = (await pin.boundingBox())!;
      const [x, y] = [at.x + at.width / 2, at.y + at.height / 2];
      expect(x >= box.x && x <= box.x + box.width && y >= box.y && y <= box.y + box.height).toBe(true);
    }
  } finally {
    await site.close();
    expect((await ownerApi.delete(`/api/trips/${trip.id}`)).status()).toBe(204);
    for (const place of places)
      expect((await ownerApi.delete(`/api/locations/${place.id}`)).status()).toBe(204);
  }
});

test('an unknown trip’s embed is a short 404 page', async ({ page }) => {
  const response = await page.goto('/embed?trip=999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This trip is not on the map' })).toBeVisible();
});
