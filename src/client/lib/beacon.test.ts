import { describe, expect, it } from 'vitest';
import { BeaconSchema } from '#shared/analytics/analytics.ts';
import { embeddingHost, pageviewAfter } from './beacon';

describe('the page view a client-side navigation sends', () => {
  it('is none for the first location: the server counted the page it served', () => {
    expect(pageviewAfter(undefined, '/about', '')).toBeUndefined();
  });

  it('names the new path with its search, utm tags included, in the shape the server takes', () => {
    const view = pageviewAfter('/', '/about', '?utm_source=newsletter');
    expect(view).toEqual({ type: 'pageview', path: '/about?utm_source=newsletter' });
    expect(BeaconSchema.safeParse(view).success).toBe(true);
  });

  it('is none when only the search changed (a filter, the selected place): the same page', () => {
    expect(pageviewAfter('/', '/', '?view=list')).toBeUndefined();
  });

  it('keeps a very long address within what the server accepts', () => {
    const view = pageviewAfter('/', '/trips', `?q=${'x'.repeat(2000)}`);
    expect(BeaconSchema.safeParse(view).success).toBe(true);
  });
});

describe('the host an embedded map is shown on', () => {
  it('is the embedding page’s host, port and all', () => {
    expect(embeddingHost('https://blog.example.com/post/1?x=2')).toBe('blog.example.com');
    expect(embeddingHost('http://localhost:8080/')).toBe('localhost:8080');
  });

  it("is 'direct' without a referrer, or with one that is not a web address", () => {
    expect(embeddingHost('')).toBe('direct');
    expect(embeddingHost('not a url')).toBe('direct');
    expect(embeddingHost('about:blank')).toBe('direct');
  });
});
