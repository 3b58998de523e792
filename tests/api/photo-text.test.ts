import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectErrorShape } from '../helpers/forms';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 41, photos: the owner writes a caption and an alt text for each photo of a place. They are
// kept with the photo (moved with it, gone with it), recorded in the place's history, shown to
// visitors, and refused with the field named when they do not fit.

const A = 'https://photos.example/a.jpg';
const B = 'https://photos.example/b.jpg';
const C = 'https://photos.example/c.jpg';

describe.each(ENGINES)('photo captions and alt text on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
  });
  afterEach(() => t.close());

  const create = async (payload: object) => {
    const response = await t.request({ method: 'POST', url: '/api/locations', cookie, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number; version: number; photoText: object }>();
  };
  const read = async (id: number, asOwner = true) =>
    (await t.request({ method: 'GET', url: `/api/locations/${id}`, ...(asOwner ? { cookie } : {}) })).json<{
      version: number;
      photos: string[];
      photoText: Record<string, { caption: string; alt: string }>;
    }>();
  const patch = async (id: number, version: number, payload: object) =>
    t.request({
      method: 'PATCH',
      url: `/api/locations/${id}`,
      cookie,
      headers: { 'if-match': `"${version}"` },
      payload,
    });
  const place = {
    name: 'Lake Bled',
    latitude: 46.3625,
    longitude: 14.0936,
    status: 'visited',
    photos: [A, B],
  };

  it('keeps each photo’s words, trimmed, and shows them to visitors; empty words are not kept', async () => {
    const created = await create({
      ...place,
      photoText: {
        [A]: { caption: '  The island church from the castle  ', alt: '' },
        [B]: { caption: '', alt: '' },
      },
    });
    const expected = { [A]: { caption: 'The island church from the castle', alt: '' } };
    expect(created.photoText).toEqual(expected);
    expect((await read(created.id, false)).photoText).toEqual(expected);
    const list = (await t.request({ method: 'GET', url: '/api/locations' })).json<{ photoText: object }[]>();
    expect(list[0]!.photoText).toEqual(expected);
  });

  it('moves the words with their photo, and lets them go with it', async () => {
    const { id, version } = await create({
      ...place,
      photos: [A, B, C],
      photoText: { [A]: { caption: 'First', alt: 'Alt of A' }, [C]: { caption: 'Third', alt: '' } },
    });
    // Reordered: the words follow the links, not the positions.
    const reordered = await patch(id, version, { photos: [C, A, B] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    let now = await read(id);
    expect(now.photoText).toEqual({
      [C]: { caption: 'Third', alt: '' },
      [A]: { caption: 'First', alt: 'Alt of A' },
    });
    // Only the words changed: the photos stay.
    const worded = await patch(id, now.version, {
      photoText: { [B]: { caption: 'Second', alt: 'Alt of B' } },
    });
    expect(worded.statusCode, worded.body).toBe(200);
    now = await read(id);
    expect(now.photos).toEqual([C, A, B]);
    expect(now.photoText).toEqual({ [B]: { caption: 'Second', alt: 'Alt of B' } });
    // A photo removed takes its words along; put back, it has none.
    await patch(id, now.version, { photos: [C, A] });
    now = await read(id);
    expect(now.photoText).toEqual({});
    await patch(id, now.version, { photos: [C, A, B] });
    expect((await read(id)).photoText).toEqual({});
  });

  it('records the words in the history, and a revert brings them back', async () => {
    const { id, version } = await create({ ...place, photoText: { [A]: { caption: 'Morning', alt: '' } } });
    await patch(id, version, { photoText: { [A]: { caption: 'Evening', alt: '' } } });
    const history = (await t.request({ method: 'GET', url: `/api/locations/${id}/history`, cookie })).json<
      { id: number; fields: string[]; before: object | null; after: object | null }[]
    >();
    expect(history[0]).toMatchObject({
      fields: ['photoText'],
      before: { photoText: { [A]: { caption: 'Morning', alt: '' } } },
      after: { photoText: { [A]: { caption: 'Evening', alt: '' } } },
    });
    const now = await read(id);
    const reverted = await t.request({
      method: 'POST',
      url: `/api/locations/${id}/history/${history[1]!.id}/restore`,
      cookie,
      headers: { 'if-match': `"${now.version}"` },
    });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect((await read(id)).photoText).toEqual({ [A]: { caption: 'Morning', alt: '' } });
  });

  it('refuses words too long, of unknown fields or for a photo the place does not have, and changes nothing', async () => {
    const { id, version } = await create({ ...place, photoText: { [A]: { caption: 'Kept', alt: '' } } });
    const cases: [object, string, RegExp][] = [
      [
        { photoText: { [A]: { caption: 'x'.repeat(301) } } },
        `photoText.${A}.caption`,
        /Caption is at most 300/,
      ],
      [{ photoText: { [A]: { alt: 'y'.repeat(301) } } }, `photoText.${A}.alt`, /Alt text is at most 300/],
      [{ photoText: { [A]: { title: 'Nope' } } }, `photoText.${A}.title`, /Unknown field/],
      [{ photoText: { [A]: { caption: 5 } } }, `photoText.${A}.caption`, /.+/],
      [{ photoText: { [C]: { caption: 'Stray' } } }, 'photoText', /c\.jpg is not one of them/],
      [{ photos: [B], photoText: { [A]: { caption: 'Gone' } } }, 'photoText', /a\.jpg is not one of them/],
    ];
    for (const [body, field, message] of cases) {
      const response = await patch(id, version, body);
      expectErrorShape(response, 400, 'invalid_input');
      expect(response.json().error.fields[field], JSON.stringify(response.json().error.fields)).toMatch(
        message,
      );
    }
    const refusedCreate = await t.request({
      method: 'POST',
      url: '/api/locations',
      cookie,
      payload: { ...place, photos: [A], photoText: { [B]: { caption: 'Stray' } } },
    });
    expect(refusedCreate.statusCode).toBe(400);
    expect(refusedCreate.json().error.fields.photoText).toMatch(/b\.jpg is not one of them/);
    const now = await read(id);
    expect(now.version).toBe(version);
    expect(now.photoText).toEqual({ [A]: { caption: 'Kept', alt: '' } });
    const places = (await t.request({ method: 'GET', url: '/api/locations', cookie })).json<unknown[]>();
    expect(places).toHaveLength(1);
  });
});
