import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImportBatch } from '../../src/shared/history';
import type { ImportProgress } from '../../src/shared/import/api-types';
import type { Location } from '../../src/shared/location';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 40, point 4: a 100,000-place import on SQLite froze the process for its whole length.
// Now other requests are answered while it runs, it is still all or nothing, and readers never see
// half of it.

const COUNT = 20_000;
const places = Array.from({ length: COUNT }, (_, i) => ({
  name: `Long import ${i}`,
  latitude: -60 + (i % 1200) * 0.1,
  longitude: -170 + Math.floor(i / 1200) * 0.5,
  status: 'visited',
}));

/** A failure in the middle of the import's writes, as a full disk would give: the stand-in is a trigger. */
async function failRevisionsAfter(t: TestApp, id: number) {
  if (t.database.engine === 'sqlite') {
    await sql
      .raw(
        `create trigger fail_midway before insert on location_revisions when new.location_id > ${id} ` +
          `begin select raise(abort, 'the disk went away'); end`,
      )
      .execute(t.database.db);
    return;
  }
  await sql
    .raw(
      `create function fail_midway() returns trigger language plpgsql as ` +
        `$$ begin raise exception 'the disk went away'; end $$`,
    )
    .execute(t.database.db);
  await sql
    .raw(
      `create trigger fail_midway before insert on location_revisions for each row ` +
        `when (new.location_id > ${id}) execute function fail_midway()`,
    )
    .execute(t.database.db);
}

describe.each(ENGINES)('a long import on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
  });
  afterEach(() => t.close());

  const visitorPage = async () =>
    (await t.request({ method: 'GET', url: '/api/locations?limit=5' })).json<Location[]>();
  const batches = async () =>
    (await t.request({ method: 'GET', url: '/api/imports', cookie })).json<ImportBatch[]>();

  it('answers other reads while it runs; they see none of it until it is all there', async () => {
    let importing = true;
    const imported = t
      .request({ method: 'POST', url: '/api/import', cookie, payload: { places } })
      .finally(() => (importing = false));
    /** Reads sent and answered while the import's transaction was open (SQLite tells), or while it ran. */
    let duringWrites = 0;
    const seen = new Set<number>();
    while (importing) {
      const writing = t.database.sqlite ? t.database.sqlite.inTransaction : true;
      const page = await visitorPage();
      if (importing && writing && (t.database.sqlite ? t.database.sqlite.inTransaction : true)) {
        duringWrites += 1;
        seen.add(page.length);
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const response = await imported;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ added: COUNT });
    expect(duringWrites).toBeGreaterThanOrEqual(3);
    expect([...seen]).toEqual([0]);
    expect(await visitorPage()).toHaveLength(5);
  });

  it('tells the owner how far it is while it runs, step by step, by its Idempotency-Key', async () => {
    const key = `long-import-${engine}`;
    const progress = () =>
      t.request({ method: 'GET', url: `/api/import/progress?key=${encodeURIComponent(key)}`, cookie });
    expect((await progress()).statusCode).toBe(404);

    let importing = true;
    const imported = t
      .request({
        method: 'POST',
        url: '/api/import',
        cookie,
        headers: { 'idempotency-key': key },
        payload: { places },
      })
      .finally(() => (importing = false));
    const seen: ImportProgress[] = [];
    while (importing) {
      const answer = await progress();
      if (answer.statusCode === 200) seen.push(answer.json<ImportProgress>());
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await imported).statusCode).toBe(200);
    expect((await progress()).json()).toEqual({ step: 'done', done: COUNT, total: COUNT });

    // Every step in order, each counting up to its total: checking every row, finding the new
    // places' countries, saving them.
    const steps = [...new Set(seen.map((p) => p.step))];
    expect(steps.filter((step) => step !== 'done')).toEqual(['checking', 'locating', 'saving']);
    for (const step of ['checking', 'locating', 'saving'] as const) {
      const counts = seen.filter((p) => p.step === step).map((p) => p.done);
      expect(counts, step).toEqual([...counts].sort((a, b) => a - b));
      expect(seen.find((p) => p.step === step)?.total, step).toBe(COUNT);
    }
    expect(seen.some((p) => p.done > 0 && p.done < p.total)).toBe(true);

    // Another import's key, a visitor, and a key no import could have sent.
    const other = await t.request({ method: 'GET', url: '/api/import/progress?key=another', cookie });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe('That import was not found.');
    const visitor = await t.request({ method: 'GET', url: `/api/import/progress?key=${key}` });
    expect(visitor.statusCode).toBe(401);
    const bad = await t.request({ method: 'GET', url: '/api/import/progress?key=', cookie });
    expect(bad.statusCode).toBe(400);
  });

  it('leaves nothing when it fails midway through its writes', async () => {
    await failRevisionsAfter(t, COUNT / 2);
    const response = await t.request({ method: 'POST', url: '/api/import', cookie, payload: { places } });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('disk went away');
    expect(await visitorPage()).toEqual([]);
    expect(await batches()).toEqual([]);
    const owner = await t.request({ method: 'GET', url: '/api/locations?limit=5', cookie });
    expect(owner.json()).toEqual([]);
  });
});
