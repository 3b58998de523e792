import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

const valid = {
  name: 'Zion National Park',
  latitude: 37.2982,
  longitude: -113.0263,
  type: 'national-park',
  status: 'visited',
};

describe.each(ENGINES)('locations API on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
  });
  afterEach(() => t.close());

  it('creates, reads, updates and deletes a place as the owner', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/locations',
      cookie,
      payload: {
        ...valid,
        photos: ['https://example.com/b.jpg', 'https://example.com/a.jpg'],
        youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      },
    });
    expect(created.statusCode).toBe(201);
    const place = created.json();
    expect(place).toMatchObject({
      ...valid,
      photos: ['https://example.com/b.jpg', 'https://example.com/a.jpg'],
      youtubeUrls: ['https://youtu.be/dQw4w9WgXcQ'],
      country: 'United States',
      state: 'Utah',
      visitedAt: null,
    });
    expect(place.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    const list = await t.request({ method: 'GET', url: '/api/locations' });
    expect(list.statusCode).toBe(200);
    // A visitor's list: the place without the owner's private notes; the owner's has them.
    const { privateNotes: _privateNotes, ...publicPlace } = place;
    expect(list.json()).toEqual([publicPlace]);
    expect((await t.request({ method: 'GET', url: '/api/locations', cookie })).json()).toEqual([place]);

    const patched = await t.request({
      method: 'PATCH',
      url: `/api/locations/${place.id}`,
      cookie,
      payload: { notes: 'Angels Landing at dawn', status: 'planned', youtubeUrls: [] },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      notes: 'Angels Landing at dawn',
      status: 'planned',
      youtubeUrls: [],
      photos: place.photos,
    });

    const deleted = await t.request({ method: 'DELETE', url: `/api/locations/${place.id}`, cookie });
    expect(deleted.statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: '/api/locations' })).json()).toEqual([]);
  });

  it('refuses anonymous and cross-site writes and stores nothing', async () => {
    const anonymous = await t.request({ method: 'POST', url: '/api/locations', payload: valid });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('unauthorized');
    const crossSite = await t.request({
      method: 'POST',
      url: '/api/locations',
      cookie,
      payload: valid,
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    const formPost = await t.request({
      method: 'POST',
      url: '/api/locations',
      cookie,
      payload: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(formPost.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/locations' })).json()).toEqual([]);
  });

  it('answers 400 naming the field and keeps the data unchanged', async () => {
    const bad = await t.request({
      method: 'POST',
      url: '/api/locations',
      cookie,
      payload: { ...valid, latitude: 91, extra: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      latitude: expect.any(String),
      extra: expect.any(String),
    });
    expect((await t.request({ method: 'GET', url: '/api/locations' })).json()).toEqual([]);
  });

  it('answers 404 for unknown and malformed ids, and for unknown API paths', async () => {
    for (const url of ['/api/locations/999999', '/api/locations/not-an-id', '/api/nothing-here']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
  });
});
