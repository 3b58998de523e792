import { describe, expect, it } from 'vitest';
import {
  ADD_LOCATION_DEFAULTS,
  checkAddLocation,
  COORDINATES_MESSAGE,
  fieldErrorsFrom,
  fromPhoto,
  REQUIRED_MESSAGE,
} from './add-location-values';

const filled = {
  ...ADD_LOCATION_DEFAULTS,
  name: '  Crater Lake  ',
  latitude: '42.9446',
  longitude: '-122.109',
};

describe('checkAddLocation', () => {
  it('asks for the required fields first', () => {
    for (const values of [
      { ...filled, name: '   ' },
      { ...filled, latitude: '' },
      { ...filled, longitude: ' ' },
    ]) {
      const result = checkAddLocation(values);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.alert).toBe(REQUIRED_MESSAGE);
    }
  });

  it('refuses coordinates that are not numbers or out of range', () => {
    for (const [latitude, longitude] of [
      ['abc', '1'],
      ['1', '12x'],
      ['91', '0'],
      ['0', '-181'],
    ] as const) {
      const result = checkAddLocation({ ...filled, latitude, longitude });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.alert).toBe(COORDINATES_MESSAGE);
    }
  });

  it('trims, and sends photos and video links only when given', () => {
    const plain = checkAddLocation({ ...filled, address: '  Rim Drive ' });
    expect(plain).toMatchObject({
      ok: true,
      body: {
        name: 'Crater Lake',
        address: 'Rim Drive',
        latitude: 42.9446,
        longitude: -122.109,
        type: 'attraction',
        status: 'planned',
        country: 'United States',
      },
    });
    if (plain.ok) {
      expect(plain.body).not.toHaveProperty('photos');
      expect(plain.body).not.toHaveProperty('youtubeUrls');
    }
    const rich = checkAddLocation({
      ...filled,
      photos: ['https://example.com/a.jpg'],
      videoUrl: ' https://youtu.be/abcdefghijk ',
    });
    expect(rich).toMatchObject({
      ok: true,
      body: { photos: ['https://example.com/a.jpg'], youtubeUrls: ['https://youtu.be/abcdefghijk'] },
    });
  });

  it('leaves a blank country and state out, for the server to detect from the coordinates', () => {
    const blank = checkAddLocation({ ...filled, country: '  ', state: '' });
    expect(blank.ok).toBe(true);
    if (blank.ok) {
      expect(blank.body).not.toHaveProperty('country');
      expect(blank.body).not.toHaveProperty('state');
    }
    expect(checkAddLocation({ ...filled, country: ' France ', state: ' Île-de-France ' })).toMatchObject({
      ok: true,
      body: { country: 'France', state: 'Île-de-France' },
    });
  });

  it('names a refused photo link', () => {
    const values = { ...filled, photos: ['https://example.com/a.jpg', 'ftp://example.com/b.jpg'] };
    const result = checkAddLocation(values);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.photos).toContain('ftp://example.com/b.jpg');
    expect(fieldErrorsFrom({ 'photos.1': 'Must be an absolute http(s) link', body: 'x' }, values)).toEqual({
      errors: {
        photos: 'Photo link “ftp://example.com/b.jpg” was refused: Must be an absolute http(s) link',
      },
      other: ['x'],
    });
  });
});

describe('the add form reads local and server field errors one way', () => {
  it('names a refused video link and highlights a field the schema refuses', () => {
    expect(checkAddLocation({ ...filled, videoUrl: ' not a link ' })).toEqual({
      ok: false,
      alert: 'Please check the highlighted fields',
      errors: { videoUrl: 'Video link “not a link” was refused: Must be an absolute http(s) link' },
    });
    expect(checkAddLocation({ ...filled, status: 'visited', visitedAt: 'yesterday' })).toMatchObject({
      ok: false,
      alert: 'Please check the highlighted fields',
      errors: { visitedAt: expect.any(String) },
    });
  });

  it('puts the server paths on the form fields, the first message per field winning', () => {
    const values = { ...filled, photos: ['https://example.com/a.jpg'], videoUrl: ' https://youtu.be/x ' };
    expect(
      fieldErrorsFrom(
        {
          'youtubeUrls.0': 'Not a video link',
          youtubeUrl: 'Legacy link refused',
          photos: 'Too many photos',
          'photos.0': 'Refused',
          name: 'Name is required',
          extra: 'Unknown field "extra"',
        },
        values,
      ),
    ).toEqual({
      errors: {
        videoUrl: 'Video link “https://youtu.be/x” was refused: Not a video link',
        photos: 'Too many photos',
        name: 'Name is required',
      },
      other: ['Unknown field "extra"'],
    });
  });
});

describe('fromPhoto', () => {
  const tokyo = { latitude: 35.659512, longitude: 139.700471, takenAt: '2024-05-06T10:11:12' };

  it("fills empty coordinates from the photo's GPS, and a Visited place's missing date", () => {
    const next = fromPhoto({ ...ADD_LOCATION_DEFAULTS, status: 'visited' }, tokyo);
    expect(next).toMatchObject({ latitude: '35.659512', longitude: '139.700471', visitedAt: '2024-05-06' });
  });

  it('keeps what the owner typed, and dates only a Visited place', () => {
    const typed = { ...ADD_LOCATION_DEFAULTS, latitude: '48.8584', longitude: '' };
    expect(fromPhoto(typed, tokyo)).toEqual(typed);
    expect(fromPhoto(ADD_LOCATION_DEFAULTS, tokyo).visitedAt).toBe('');
    const dated = { ...ADD_LOCATION_DEFAULTS, status: 'visited' as const, visitedAt: '2023-01-02' };
    expect(fromPhoto(dated, tokyo).visitedAt).toBe('2023-01-02');
  });

  it('a photo without GPS or date changes nothing', () => {
    const none = { latitude: null, longitude: null, takenAt: null };
    expect(fromPhoto({ ...ADD_LOCATION_DEFAULTS, status: 'visited' }, none)).toEqual({
      ...ADD_LOCATION_DEFAULTS,
      status: 'visited',
    });
  });
});
