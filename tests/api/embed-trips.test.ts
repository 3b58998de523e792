import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tripImage } from '#shared/trips/trip-head.ts';
import type { Trip } from '#shared/trips/trip-schema.ts';
import { tripCalls } from '../helpers/trip-owner';
import { clientWithPages, createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 38: a public trip is embeddable: /embed?trip=… draws it inside any site's frame, and
// /oembed answers a link to its page with a rich iframe of that embed. Unlisted, private, trashed
// and unknown trips are 404 in both, and say nothing of themselves.

const SITE = 'https://fru.example';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe.each(ENGINES)('embeddable trips on $name', ({ name: engine }) => {
  let client: ReturnType<typeof clientWithPages>;
  let t: TestApp;
  let trips: ReturnType<typeof tripCalls>;
  beforeAll(() => {
    client = clientWithPages();
    // The embed's page beside the app's, as the build writes them.
    copyFileSync(join(import.meta.dirname, '..', '..', 'embed.html'), join(client.dir, 'embed.html'));
  });
  afterAll(() => client.remove());
  beforeEach(async () => {
    t = await createTestApp(engine, { SITE_URL: SITE }, { clientDir: client.dir });
    trips = tripCalls(t, await t.login());
  });
  afterEach(() => t.close());

  const get = (url: string) => t.request({ method: 'GET', url });
  const oembed = (params: Record<string, string>) => get(`/oembed?${new URLSearchParams(params)}`);

  async function makeTrip(title: string, visibility: 'public' | 'unlisted' | 'private'): Promise<Trip> {
    const [kyoto, nara] = [await trips.place({ name: 'Kyoto' }), await trips.place({ name: 'Nara' })];
    return trips.made({
      title,
      visibility,
      days: [{ title: 'Kansai', stops: [{ placeId: kyoto.id, modeToNext: 'train' }, { placeId: nara.id }] }],
    });
  }

  /** Every other trip there can be: unlisted, private, trashed. */
  async function hiddenTrips(): Promise<Trip[]> {
    const trashed = await makeTrip('Secret trashed', 'public');
    expect((await trips.remove(trashed.id)).statusCode).toBe(204);
    return [
      await makeTrip('Secret unlisted', 'unlisted'),
      await makeTrip('Secret private', 'private'),
      trashed,
    ];
  }

  it('frames a public trip’s embed in any site, named after the trip, never indexed', async () => {
    const trip = await makeTrip('Kansai <by> "rail"', 'public');
    const response = await get(`/embed?trip=${trip.id}`);
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(directive(csp, 'frame-ancestors')).toBe('frame-ancestors *');
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.body).toContain('Kansai &lt;by&gt; &quot;rail&quot; on the map | Fru World');
    expect(response.body).not.toContain('<by>');
    expect(response.body).toContain('<meta name="robots" content="noindex"');
    expect(response.body).toContain(`<link rel="canonical" href="${SITE}${trip.path}"`);
  });

  it('answers 404 inside the frame for a trip that is not public, unknown or malformed', async () => {
    const hidden = await hiddenTrips();
    for (const id of [...hidden.map((trip) => String(trip.id)), '999999', '0', 'abc', '', '12x']) {
      const response = await get(`/embed?trip=${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(directive(String(response.headers['content-security-policy']), 'frame-ancestors')).toBe(
        'frame-ancestors *',
      );
      expect(response.body).toContain('This trip is not on the map');
      expect(response.body).not.toContain('Secret');
    }
  });

  it('answers oEmbed for a public trip’s page with a rich iframe of its embed', async () => {
    const trip = await makeTrip('Kansai <by> "rail"', 'public');
    const title = 'Kansai <by> "rail" | Fru World';
    const html = `<iframe src="${SITE}/embed?trip=${trip.id}" width="600" height="450" style="border:0" loading="lazy" title="Kansai &lt;by&gt; &quot;rail&quot; | Fru World"></iframe>`;
    const image = tripImage(trip);
    for (const url of [
      `${SITE}${trip.path}`,
      `${SITE}/trips/${trip.id}`,
      `${SITE}/trips/${trip.id}-old-name`,
      `${SITE}/embed?trip=${trip.id}`,
    ]) {
      const response = await oembed({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toMatchObject({
        version: '1.0',
        type: 'rich',
        title,
        html,
        width: 600,
        height: 450,
        thumbnail_url: `${SITE}${image.url}`,
        thumbnail_width: image.width,
        thumbnail_height: image.height,
      });
    }
    const xml = await oembed({ url: `${SITE}${trip.path}`, format: 'xml', maxwidth: '320' });
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain(`<width>320</width>`);
  });

  it('answers oEmbed 404 for trips that are not public, unknown trips and a trip’s editor', async () => {
    const hidden = await hiddenTrips();
    const open = await makeTrip('Kansai', 'public');
    for (const url of [
      ...hidden.map((trip) => `${SITE}${trip.path}`),
      ...hidden.map((trip) => `${SITE}/embed?trip=${trip.id}`),
      `${SITE}/trips/999999-nowhere`,
      `${SITE}/trips/abc`,
      `${SITE}/trips/${open.id}/edit`,
      `https://evil.example${open.path}`,
    ]) {
      const response = await oembed({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('Secret');
    }
  });
});
