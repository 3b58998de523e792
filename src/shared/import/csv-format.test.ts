import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guardCell, unguardCell } from './csv-format';

describe('CSV formula guard', () => {
  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(guardCell('=HYPERLINK("http://evil")')).toBe(`'=HYPERLINK("http://evil")`);
    expect(guardCell('+1')).toBe("'+1");
    expect(guardCell('-5 °C')).toBe("'-5 °C");
    expect(guardCell('@all')).toBe("'@all");
    expect(guardCell('Plain text')).toBe('Plain text');
  });

  it('gives back exactly what was guarded', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(unguardCell(guardCell(text))).toBe(text);
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom("'", "''", "'''"),
        fc.constantFrom('=', '+', '-', '@'),
        fc.string(),
        (quotes, start, rest) => {
          const text = `${quotes}${start}${rest}`;
          expect(unguardCell(guardCell(text))).toBe(text);
        },
      ),
    );
  });
});
