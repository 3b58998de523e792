import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { sampleTrip, sampleTracks } from '../../../tests/fixtures/trips/sample-trip';
import { generatedTrip, photoUrl, samplePhoto } from '../../../tests/fixtures/trips/pdf-trip';
import type { Trip } from '#shared/trips/trip-schema.ts';
import { formatCoordinates, renderTripPdf } from './trip-pdf';

const site = { name: 'Fru World', url: 'https://fru.world' };
const tracks = sampleTracks.map((track, i) => ({ id: i + 1, ...track }));

async function read(pdf: Uint8Array) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: false });
  return { doc, pages: text, all: text.join('\n').replace(/\s+/g, ' ') };
}

/** The image objects in the file, with their pixel sizes (read with pdf-lib, as stored). */
async function imagesOf(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf);
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFRawStream => object instanceof PDFRawStream)
    .filter((stream) => stream.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
    .map((stream) => ({
      width: (stream.dict.get(PDFName.of('Width')) as PDFNumber).asNumber(),
      filter: String(stream.dict.get(PDFName.of('Filter'))),
    }));
}

const withPhotos = (trip: Trip): Trip => {
  const copy = structuredClone(trip);
  copy.days.flatMap((day) => day.stops).forEach((stop, i) => (stop.place.photo = photoUrl(i + 1)));
  return copy;
};

describe('renderTripPdf', () => {
  it('prints the title, every day, every stop with its coordinates and note, and a footer', async () => {
    const pdf = await renderTripPdf({ trip: sampleTrip, tracks, readPhoto: async () => null, site });
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const { pages, all } = await read(pdf);
    expect(pages[0]).toContain('Japan by Rail & Ferry');
    expect(pages[0]).toContain('1 May 2024 – 3 May 2024');
    expect(pages[0]).toMatch(/3 days · 4 stops/);
    for (const [i, day] of sampleTrip.days.entries()) expect(all).toContain(day.title || `Day ${i + 1}`);
    for (const stop of sampleTrip.days.flatMap((day) => day.stops)) {
      expect(all).toContain(stop.place.name);
      expect(all).toContain(formatCoordinates(stop.place.latitude, stop.place.longitude));
      if (stop.note) expect(all).toContain(stop.note);
    }
    expect(all).toContain('35.68124, 139.76712 · Leave 07:45 · Then by train');
    expect(all).toContain('Early start.');
    pages.forEach((page, i) => {
      expect(page).toContain('Fru World · https://fru.world');
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
  });

  it('embeds each stop’s first photo, resized, once per photo', async () => {
    const photo = await samplePhoto();
    const asked: string[] = [];
    const trip = withPhotos(sampleTrip);
    // Two stops at the same place: one photo embedded for both.
    trip.days[2]!.stops[1]!.place.photo = trip.days[2]!.stops[0]!.place.photo;
    const pdf = await renderTripPdf({
      trip,
      tracks,
      readPhoto: async (url) => (asked.push(url), photo),
      site,
    });
    expect(new Set(asked).size).toBe(3);
    // Three JPEGs in the file, the shared one once, each at most 480 px wide (the photo is 640).
    const images = await imagesOf(pdf);
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image.filter).toBe('/DCTDecode');
      expect(image.width).toBe(480);
    }
  });

  it('keeps the print copies for the next PDF, which reads no photo again', async () => {
    const photo = await samplePhoto();
    const kept = new Map<string, Uint8Array>();
    const photoCache = {
      get: async (url: string) => kept.get(url) ?? null,
      set: async (url: string, jpeg: Uint8Array) => void kept.set(url, jpeg),
    };
    let reads = 0;
    const readPhoto = async () => (reads++, photo);
    const trip = withPhotos(sampleTrip);
    await renderTripPdf({ trip, tracks, readPhoto, site, photoCache });
    expect([reads, kept.size]).toEqual([4, 4]);
    const again = await renderTripPdf({ trip, tracks, readPhoto, site, photoCache });
    expect(reads).toBe(4);
    expect((await imagesOf(again)).map((image) => image.width)).toEqual([480, 480, 480, 480]);
  });

  it('leaves out a photo that cannot be read and still makes the PDF', async () => {
    const pdf = await renderTripPdf({
      trip: withPhotos(sampleTrip),
      tracks,
      readPhoto: async (url) => (url.endsWith('1.webp') ? new Uint8Array([1, 2, 3]) : null),
      site,
    });
    const { all } = await read(pdf);
    expect(await imagesOf(pdf)).toHaveLength(0);
    expect(all).toContain('Tokyo Station');
  });

  it('flows a long note onto the next page and breaks a word longer than a line', async () => {
    const trip = structuredClone(sampleTrip);
    // About three pages of words: longer than a page, so it starts where it is and flows on.
    const long = Array.from({ length: 1_500 }, (_, i) => `sentence${i}`).join(' ');
    trip.days[0]!.stops[0]!.note = `${long} ${'x'.repeat(400)}`;
    const pdf = await renderTripPdf({ trip, tracks, readPhoto: async () => null, site });
    const { pages } = await read(pdf);
    const page = pages.findIndex((text) => text.includes('sentence0 '));
    expect(page).toBeGreaterThan(0);
    const last = pages.findIndex((text) => text.includes('sentence1499'));
    expect(last).toBeGreaterThan(page + 1);
    for (let i = page; i <= last; i++) expect(pages[i]).toContain(`Page ${i + 1} of ${pages.length}`);
    expect(pages.join(' ').replace(/\s+/g, '')).toContain('x'.repeat(400));
  });

  it('takes hostile text: HTML, right-to-left, emoji, CJK, controls', async () => {
    const trip = structuredClone(sampleTrip);
    trip.title = '<script>alert(1)</script> “Trip” & co';
    trip.days[0]!.title = 'שלום עולם · مرحبا';
    trip.days[0]!.stops[0]!.note = 'Emoji 🚄🇯🇵 and 東京 and \u0000\u0007 bell\u202e reversed \ufeff';
    trip.days[0]!.stops[1]!.place.name = 'Zürich Ærø Łódź Ελλάδα Москва Hà Nội';
    const pdf = await renderTripPdf({ trip, tracks, readPhoto: async () => null, site });
    const { all } = await read(pdf);
    expect(all).toContain('<script>alert(1)</script> “Trip” & co');
    expect(all).toContain('Zürich Ærø Łódź Ελλάδα Москва Hà Nội');
    expect(all).toContain('Emoji ');
    expect(all).toContain('bell reversed');
  });

  it('makes a one-page PDF of a trip with no days, and a page for a day with no stops', async () => {
    const empty = { ...structuredClone(sampleTrip), days: [], dayCount: 0, stopCount: 0, countries: [] };
    const one = await read(
      await renderTripPdf({ trip: empty, tracks: [], readPhoto: async () => null, site }),
    );
    expect(one.pages).toHaveLength(1);
    expect(one.pages[0]).toContain('Japan by Rail & Ferry');
    const bare = { ...empty, days: [{ date: null, title: '', notes: '', stops: [] }], dayCount: 1 };
    const two = await read(
      await renderTripPdf({ trip: bare, tracks: [], readPhoto: async () => null, site }),
    );
    expect(two.pages).toHaveLength(2);
    expect(two.pages[1]).toContain('DAY 1 OF 1');
  });

  it('makes a valid PDF of a 2,000-stop trip, every stop in it, and reports progress', async () => {
    const trip = generatedTrip(2_000, { photos: false });
    const progress: number[] = [];
    const pdf = await renderTripPdf({
      trip,
      tracks: [],
      readPhoto: async () => null,
      site,
      onProgress: (done, total) => progress.push(done / total),
    });
    const { doc, all } = await read(pdf);
    expect(doc.numPages).toBeGreaterThan(100);
    expect(all).toContain('Stop 2000 Harbour');
    expect(all).toContain('Day 100: along the coast');
    expect(progress.at(-1)).toBe(1);
  }, 120_000);
});
