import { describe, expect, it } from 'vitest';
import { extractVideoId } from './video';

describe('extractVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads %s', (url, id) => expect(extractVideoId(url)).toBe(id));

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://youtu.be/dQw4w9WgXcQX',
    'https://vimeo.com/123',
    '',
    null,
  ])('refuses %s', (url) => expect(extractVideoId(url)).toBeNull());
});
