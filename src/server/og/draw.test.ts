import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { el } from './cards';
import { drawImage, drawingsQueued, MAX_WAITING_DRAWINGS } from './draw';

describe('drawing sharing images', () => {
  it('draws one at a time, lets a few wait, and refuses more with 503 and Retry-After', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const element = el('div', { display: 'flex', width: '100%', height: '100%', background: '#fff' });
    const build = async () => {
      await gate;
      return element;
    };
    const admitted = Array.from({ length: MAX_WAITING_DRAWINGS + 1 }, () => drawImage(build));
    expect(drawingsQueued()).toBe(MAX_WAITING_DRAWINGS + 1);
    const refused = await drawImage(build).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 503, retryAfter: 5 });
    open();
    const images = await Promise.all(admitted);
    expect(images.every((png) => png.subarray(1, 4).toString() === 'PNG')).toBe(true);
    expect(drawingsQueued()).toBe(0);
  });
});
