import { describe, expect, it } from 'vitest';
import { PAGE_DEFAULTS } from './page-defaults';
import { PAGE_SCHEMAS, PAGE_SLUGS } from './page-schema';

describe('page defaults', () => {
  // A default the schema would change (trim, refuse) would read back different from what was shown.
  it.each(PAGE_SLUGS)('%s passes its own schema unchanged', (slug) => {
    expect(PAGE_SCHEMAS[slug].parse(PAGE_DEFAULTS[slug])).toEqual(PAGE_DEFAULTS[slug]);
  });
});
