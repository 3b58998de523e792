import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ImageCache } from './image-cache';

describe('the sharing images cache', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'fru-og-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('draws an image once however many ask for it at the same time', async () => {
    const cache = new ImageCache(dir);
    let drawn = 0;
    const draw = async () => {
      drawn++;
      return Buffer.from('png');
    };
    // A second cache on the same folder in this process (another app) waits for the same drawing.
    const other = new ImageCache(dir);
    const images = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? other : cache).get('places/1', 'a.png', draw)),
    );
    expect(images.every((image) => image.equals(Buffer.from('png')))).toBe(true);
    expect(drawn).toBe(1);
  });

  it('another instance on the same media folder reuses the drawing; a new one replaces the old', async () => {
    await new ImageCache(dir).get('places/1', 'a.png', async () => Buffer.from('first'));
    const other = new ImageCache(dir);
    const fail = () => Promise.reject(new Error('drawn again'));
    expect((await other.get('places/1', 'a.png', fail)).toString()).toBe('first');

    await other.get('places/1', 'b.png', async () => Buffer.from('second'));
    expect(readdirSync(join(dir, 'og', 'places', '1'))).toEqual(['b.png']);
    await other.forget('places/1');
    expect(readdirSync(join(dir, 'og', 'places'))).toEqual([]);
  });

  it('a failed drawing is tried again by the next request', async () => {
    const cache = new ImageCache(dir);
    await expect(cache.get('stats', 'k.png', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect((await cache.get('stats', 'k.png', async () => Buffer.from('ok'))).toString()).toBe('ok');
  });
});
