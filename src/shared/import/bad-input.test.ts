import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fixtureBytes, refusal } from '../../../tests/helpers/import-fixtures';
import { MAX_UNZIPPED_BYTES } from './read-zip';

const kml = (name: string) =>
  strToU8(
    `<kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><name>${name}</name><Point><coordinates>1,2</coordinates></Point></Placemark></kml>`,
  );

/** A KMZ whose doc.kml unpacks to 60 MB of spaces: about 60 KB on disk. */
function zipBomb(): Uint8Array {
  const padding = new Uint8Array(MAX_UNZIPPED_BYTES + 10 * 1024 * 1024).fill(0x20);
  return zipSync({ 'doc.kml': [padding, { level: 9 }] });
}

/** The same bomb, its table of contents lying that doc.kml unpacks to 1 KB. */
function lyingZipBomb(): Uint8Array {
  const bytes = zipBomb();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i + 4 <= bytes.length; i += 1) {
    const signature = view.getUint32(i, true);
    if (signature === 0x04034b50) view.setUint32(i + 22, 1024, true);
    if (signature === 0x02014b50) view.setUint32(i + 24, 1024, true);
  }
  return bytes;
}

describe('bad input', () => {
  it('refuses a zip bomb from its declared size, before unpacking it', () => {
    const bomb = zipBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(refusal('bomb.kmz', bomb)).toBe(
      'This archive unpacks to more than 50 MB of KML; files up to 50 MB unpacked can be imported. Is it a zip bomb?',
    );
  });

  it('refuses a zip bomb that lies about its size, while unpacking it', () => {
    expect(refusal('bomb.kmz', lyingZipBomb())).toBe(
      'This archive unpacks to more than 50 MB of KML; files up to 50 MB unpacked can be imported. Is it a zip bomb?',
    );
  });

  it('refuses an archive hidden inside a KML entry', () => {
    const inner = zipSync({ 'doc.kml': kml('Inner') });
    expect(refusal('sneaky.kmz', zipSync({ 'doc.kml': [inner, { level: 0 }] }))).toBe(
      'doc.kml in this archive is itself an archive; archives inside archives are not read.',
    );
  });

  it('refuses XML that declares entities (billion laughs) before expanding any', () => {
    expect(refusal('billion-laughs.kml')).toBe(
      'This KML file declares its own XML entities (<!ENTITY> in a <!DOCTYPE>), which are not read, for safety. Remove the DOCTYPE and choose the file again.',
    );
  });

  it('refuses a 50 MB file of one line', () => {
    const line = new Uint8Array(50 * 1024 * 1024).fill(0x61);
    expect(refusal('one-line.csv', line)).toBe(
      'The first line of this file is 50.0 million characters long: it is not a table of places (a CSV file has one place per line). Is it the right file?',
    );
  });

  it('refuses a CSV of 1,000,000 rows, naming how many it has', () => {
    const csv = strToU8(`name,lat,lng\n${'Place,1.5,2.5\n'.repeat(1_000_000)}`);
    expect(refusal('million.csv', csv)).toBe(
      'This file has 1,000,000 places; at most 100,000 can be imported at once. Split it into smaller files.',
    );
  });

  it('refuses binary files and files in an encoding it cannot recognise', () => {
    const binary = fixtureBytes('images-only.kmz').subarray(100);
    expect(refusal('photo.csv', binary)).toBe(
      'This file is not text (it holds binary data): is it a spreadsheet (.xlsx) or a photo? Save it as CSV, GeoJSON, KML or GPX.',
    );
    const utf32 = new Uint8Array([0xff, 0xfe, 0, 0, 0x61, 0, 0, 0, 0x2c, 0, 0, 0]);
    expect(refusal('utf32.csv', utf32)).toBe(
      'This file is in UTF-32, an encoding that cannot be read here. Save it as UTF-8 and choose it again.',
    );
    expect(refusal('places.kmz', strToU8('name,lat,lng\n'))).toBe(
      'This file is named .kmz but is not a zip archive, so it cannot be read.',
    );
  });
});
