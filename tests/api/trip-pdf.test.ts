import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Trip } from '../../src/shared/trips/trip-schema';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

interface Job {
  id: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  done: number;
  total: number;
  fileUrl: string | null;
  message: string | null;
}

const imageCount = async (pdf: Uint8Array) =>
  (await PDFDocument.load(pdf)).context
    .enumerateIndirectObjects()
    .filter(
      ([, object]) =>
        object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    ).length;

describe.each(ENGINES)('the trip PDF on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let trip: Trip;
  let url: string;

  const owner = async <T>(method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => {
    const response = await t.request({
      method,
      url,
      cookie,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<T>();
  };

  /** Asks after the job until it is finished, as the export menu does. */
  async function finished(job: Job): Promise<Job> {
    for (let i = 0; i < 400 && (job.state === 'queued' || job.state === 'running'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = await owner<Job>('GET', `/api/trips/${trip.id}/pdf/${job.id}`);
    }
    return job;
  }

  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3b82f6' } })
      .jpeg()
      .toBuffer();
    const uploaded = await t.request({
      method: 'POST',
      url: '/api/media',
      cookie,
      payload: jpeg,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    ({ url } = uploaded.json<{ photo: { url: string } }>().photo);
    const place = (name: string, latitude: number, longitude: number, photos: string[]) =>
      owner<{ id: number }>('POST', '/api/locations', {
        name,
        latitude,
        longitude,
        type: 'city',
        status: 'visited',
        photos,
      });
    const alhambra = await place('Alhambra', 37.176078, -3.588141, [url]);
    const seville = await place('Sevilla Cathedral', 37.385982, -5.993067, [
      'https://example.com/far-away.jpg',
    ]);
    trip = await owner<Trip>('POST', '/api/trips', {
      title: 'Andalucía in Spring',
      summary: 'Three cities, one train pass.',
      startDate: '2025-04-01',
      endDate: '2025-04-02',
      days: [
        {
          date: '2025-04-01',
          title: 'Granada',
          notes: 'Tickets for 08:30.',
          stops: [
            { placeId: alhambra.id, note: 'Nasrid Palaces first', arriveAt: '08:30', modeToNext: 'train' },
          ],
        },
        { date: '2025-04-02', title: 'Seville', stops: [{ placeId: seville.id, note: 'Climb the Giralda' }] },
      ],
    });
  });
  afterEach(() => t.close());

  it('makes the PDF in the background, with progress, and serves the file to the owner', async () => {
    const start = await t.request({ method: 'POST', url: `/api/trips/${trip.id}/pdf`, cookie });
    expect(start.statusCode, start.body).toBe(202);
    const job = await finished(start.json<Job>());
    expect(job).toMatchObject({ state: 'done', message: null });
    // Two photo links (the other site's is asked for, not fetched), then two days.
    expect(job.done).toBe(job.total);
    expect(job.total).toBe(4);
    expect(job.fileUrl).toBe(`/api/trips/${trip.id}/pdf/${job.id}/file`);

    const file = await t.request({ method: 'GET', url: job.fileUrl!, cookie });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${trip.slug}.pdf"`);
    const pdf = new Uint8Array(file.rawPayload);
    const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
    const all = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Andalucía in Spring',
      'Three cities, one train pass.',
      'Granada',
      'Seville',
      'Tickets for 08:30.',
      'Alhambra',
      '37.17608, -3.58814 · Arrive 08:30 · Then by train',
      'Nasrid Palaces first',
      'Sevilla Cathedral',
      '37.38598, -5.99307',
      'Climb the Giralda',
    ])
      expect(all).toContain(expected);
    expect(await imageCount(pdf)).toBe(1);
    // Its print copy is kept for the next PDF, beside the media, not among the served files.
    expect(readdirSync(join(t.config.mediaDir, 'pdf-photos'))).toEqual([`${url.slice(7, 39)}-480.jpg`]);
  });

  it('joins the job under way for the same version, starts anew after an edit', async () => {
    const first = await owner<Job>('POST', `/api/trips/${trip.id}/pdf`);
    const again = await owner<Job>('POST', `/api/trips/${trip.id}/pdf`);
    expect(again.id).toBe(first.id);
    await finished(first);
    await owner('PATCH', `/api/trips/${trip.id}`, { title: 'Andalucía, again' });
    const edited = await owner<Job>('POST', `/api/trips/${trip.id}/pdf`);
    expect(edited.id).not.toBe(first.id);
    const done = await finished(edited);
    const file = await t.request({ method: 'GET', url: done.fileUrl!, cookie });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(file.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('Andalucía, again');
  });

  it('is the owner’s alone, and answers 404 for a job of another trip or none', async () => {
    const job = await finished(await owner<Job>('POST', `/api/trips/${trip.id}/pdf`));
    for (const [method, url] of [
      ['POST', `/api/trips/${trip.id}/pdf`],
      ['GET', `/api/trips/${trip.id}/pdf/${job.id}`],
      ['GET', `/api/trips/${trip.id}/pdf/${job.id}/file`],
    ] as const) {
      const visitor = await t.request({ method, url });
      expect(visitor.statusCode, url).toBe(401);
      expect(visitor.body).not.toContain('%PDF');
    }
    const other = await owner<Trip>('POST', '/api/trips', { title: 'Another trip' });
    for (const url of [
      `/api/trips/${other.id}/pdf/${job.id}`,
      `/api/trips/${other.id}/pdf/${job.id}/file`,
      `/api/trips/${trip.id}/pdf/${'n'.repeat(22)}`,
      `/api/trips/${trip.id}/pdf/..%2F..%2Fsecret/file`,
    ]) {
      const response = await t.request({ method: 'GET', url, cookie });
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('not_found');
    }
    const missing = await t.request({ method: 'POST', url: '/api/trips/2000000000/pdf', cookie });
    expect(missing.statusCode).toBe(404);
  });
});
