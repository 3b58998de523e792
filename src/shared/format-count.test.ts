import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('groups thousands as the site shows counts', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1551)).toBe('1,551');
    expect(formatCount(100000)).toBe('100,000');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-4200)).toBe('-4,200');
  });

  it('writes every whole number as toLocaleString("en-US") does', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.nat(2_000_000),
          fc.maxSafeInteger(),
          fc.integer({ min: Number.MIN_SAFE_INTEGER, max: 0 }),
        ),
        (n) => {
          expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
