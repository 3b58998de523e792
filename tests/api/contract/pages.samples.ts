import type { pagesApi } from '../../../src/shared/api/pages';
import { PAGE_DEFAULTS } from '../../../src/shared/pages/page-defaults';
import type { PartSamples } from './samples';

export const pagesSamples: PartSamples<typeof pagesApi> = {
  list: { good: () => ({}) },
  get: {
    good: () => ({ params: { slug: 'faqs' } }),
    bad: () => ({ params: { slug: 'no-such-page' } }),
  },
  save: {
    good: async ({ owner }) => {
      const page = await owner<{ version: number }>('GET', '/api/pages/terms');
      return {
        params: { slug: 'terms' },
        body: { ...PAGE_DEFAULTS.terms, title: 'Terms, as the contract test saved them' },
        headers: { 'if-match': `"${page.version}"` },
      };
    },
    bad: () => ({
      params: { slug: 'terms' },
      body: { ...PAGE_DEFAULTS.terms, title: '' },
      headers: { 'if-match': '"0"' },
    }),
  },
  history: {
    good: () => ({ params: { slug: 'terms' } }),
    bad: () => ({ params: { slug: 'nope' } }),
  },
};
