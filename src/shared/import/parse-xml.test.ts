import { describe, expect, it } from 'vitest';
import { ImportFileError } from './fields';
import { readXml } from './parse-xml';

const BOMB_DOCTYPE = `<!DOCTYPE kml [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>`;

describe('the XML entity check', () => {
  it('refuses a DOCTYPE with entities after 64 KB of padding in the prolog', () => {
    const padding = `<!-- ${'x'.repeat(70 * 1024)} -->\n`;
    const text = `<?xml version="1.0"?>\n${padding}${BOMB_DOCTYPE}<kml><Document>&lol2;</Document></kml>`;
    expect(() => readXml(text, 'KML')).toThrow(ImportFileError);
    expect(() => readXml(text, 'KML')).toThrow(/declares its own XML entities/);
  });

  it('refuses an entity declaration deep in a large file', () => {
    const places = '<Placemark><name>A</name></Placemark>'.repeat(10_000);
    const text = `<?xml version="1.0"?><kml><Document>${places}</Document></kml>\n<!ENTITY late "x">`;
    expect(() => readXml(text, 'KML')).toThrow(/declares its own XML entities/);
  });

  it('reads a large file without a DOCTYPE, and a plain DOCTYPE without entities', () => {
    const places = '<Placemark><name>A</name></Placemark>'.repeat(10_000);
    expect(readXml(`<kml><Document>${places}</Document></kml>`, 'KML').documentElement?.nodeName).toBe('kml');
    expect(readXml(`<!DOCTYPE gpx><gpx version="1.1"></gpx>`, 'GPX').documentElement?.nodeName).toBe('gpx');
  });
});
