import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCompactCount, formatCount } from './format-count';

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

describe('formatCompactCount', () => {
  it("writes the spec's channel figures as the spec does", () => {
    expect(formatCompactCount(1200)).toBe('1.2K');
    expect(formatCompactCount(45)).toBe('45');
    expect(formatCompactCount(50_000)).toBe('50K');
  });

  it('rounds down, one decimal under ten units, whole units above', () => {
    expect(formatCompactCount(0)).toBe('0');
    expect(formatCompactCount(999)).toBe('999');
    expect(formatCompactCount(1000)).toBe('1K');
    expect(formatCompactCount(1999)).toBe('1.9K');
    expect(formatCompactCount(12_345)).toBe('12K');
    expect(formatCompactCount(999_999)).toBe('999K');
    expect(formatCompactCount(1_500_000)).toBe('1.5M');
    expect(formatCompactCount(2_345_678_901)).toBe('2.3B');
  });

  it('never shows more than the count, and at most four characters', () => {
    fc.assert(
      fc.property(fc.nat(Number.MAX_SAFE_INTEGER), (n) => {
        const text = formatCompactCount(n);
        expect(text.length).toBeLessThanOrEqual(n >= 1e12 ? 8 : 4);
        const [, digits = '', suffix = ''] = /^([\d.]+)([KMB]?)$/.exec(text) ?? [];
        const scale = { '': 1, K: 1e3, M: 1e6, B: 1e9 }[suffix] ?? 1;
        expect(Number(digits) * scale).toBeLessThanOrEqual(n + 1e-6 * n);
      }),
    );
  });
});
