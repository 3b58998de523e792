import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import pLimit from 'p-limit';
import type { MediaStore } from '../media/media-store';
import { PdfJobs, TooManyPdfs, type RenderPdf } from './pdf-jobs';
import { ReleasePdfs } from './release-pdfs';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function jobsInFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'fru-pdf-jobs-'));
  folders.push(dir);
  return new PdfJobs(dir, pino({ level: 'silent' }));
}

/** A render that finishes when told to, as a long trip's does. */
function slowRender(): { render: RenderPdf; finish: () => void } {
  let finish = () => {};
  const render: RenderPdf = () =>
    new Promise((resolve) => {
      finish = () => resolve(new TextEncoder().encode('%PDF-1.7\n'));
    });
  return { render, finish: () => finish() };
}

describe('PDF jobs at a stop', () => {
  it('finish the PDF under way and tell the waiting ones to start again', async () => {
    const jobs = jobsInFolder();
    const first = slowRender();
    const running = await jobs.start('1:1', 1, 'one.pdf', first.render);
    const waiting = await jobs.start('2:1', 2, 'two.pdf', slowRender().render);
    await new Promise((resolve) => setTimeout(resolve, 10));

    const closed = jobs.close();
    setTimeout(first.finish, 20);
    await closed;

    const done = await jobs.file(1, running.id);
    expect(done && existsSync(done.path)).toBe(true);
    const told = await jobs.status(2, waiting.id);
    expect(told?.job.state).toBe('failed');
    expect(told?.job.message).toMatch(/Try again/);
  });
});

/** Trip PDFs and pack release PDFs in one media folder, on one printer, as an instance has them. */
function sharingAPrinter() {
  const printer = pLimit(1);
  const dir = mkdtempSync(join(tmpdir(), 'fru-pdf-jobs-'));
  folders.push(dir);
  const log = pino({ level: 'silent' });
  return {
    jobs: new PdfJobs(join(dir, 'pdf-jobs'), log, printer),
    releases: new ReleasePdfs(dir, {} as MediaStore, 'http://localhost', log, printer),
  };
}

describe('one printer per instance', () => {
  it('makes trip PDFs and pack release PDFs one at a time, in turn', async () => {
    const { jobs, releases } = sharingAPrinter();

    const trip = slowRender();
    const job = await jobs.start('1:1', 1, 'one.pdf', trip.render);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The release's turn comes after the trip's PDF: its snapshot is not even read before then.
    let released = false;
    releases.prepare(7, 1, () => {
      released = true;
      throw new Error('read when its turn came');
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect((await jobs.status(1, job.id))?.job.state).toBe('running');
    expect(released).toBe(false);

    trip.finish();
    await expect.poll(() => released).toBe(true);
    expect((await jobs.status(1, job.id))?.job.state).toBe('done');
    await Promise.all([jobs.close(), releases.close()]);
  });

  it('counts the release PDFs waiting towards the limit on waiting PDFs', async () => {
    const { jobs, releases } = sharingAPrinter();
    const trip = slowRender();
    await jobs.start('1:1', 1, 'one.pdf', trip.render);
    await new Promise((resolve) => setTimeout(resolve, 10));
    for (let pack = 1; pack <= 4; pack++)
      releases.prepare(pack, 1, () => {
        throw new Error('not made in this test');
      });
    await expect(jobs.start('2:1', 2, 'two.pdf', slowRender().render)).rejects.toBeInstanceOf(TooManyPdfs);
    trip.finish();
    await Promise.all([jobs.close(), releases.close()]);
  });
});
