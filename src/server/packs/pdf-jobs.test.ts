import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { PdfJobs, type RenderPdf } from './pdf-jobs';

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
