import { describe, expect, it } from 'vitest';
import { clampSize, embedSnippet } from './embed-snippet';

describe('embedSnippet', () => {
  it('writes the iframe with its size, lazy loading and a title', () => {
    expect(
      embedSnippet({
        src: 'https://fru.example/embed?country=Japan&status=visited',
        width: 600,
        height: 450,
        title: 'Map of places on Fru World',
      }),
    ).toBe(
      '<iframe src="https://fru.example/embed?country=Japan&amp;status=visited" width="600" height="450" style="border:0" loading="lazy" title="Map of places on Fru World"></iframe>',
    );
  });

  it('escapes a place name with quotes or markup in the title', () => {
    const snippet = embedSnippet({ src: '/embed', width: 300, height: 300, title: 'Joe\'s "<b>Bar</b>"' });
    expect(snippet).toContain('title="Joe\'s &quot;&lt;b&gt;Bar&lt;/b&gt;&quot;"');
  });
});

describe('clampSize', () => {
  it('keeps a size within the limits, and falls back for a blank one', () => {
    expect(clampSize(50, 600)).toBe(200);
    expect(clampSize(99999, 600)).toBe(2000);
    expect(clampSize(640.4, 600)).toBe(640);
    expect(clampSize(Number.NaN, 600)).toBe(600);
  });
});
