import { inflateSync } from 'node:zlib';

/**
 * A WOFF 1.0 file as the plain TrueType/OpenType font it wraps (each table inflated, the
 * directory rebuilt). pdf-lib's fontkit reads WOFF itself, but inflates it again for every
 * document: done once here, a PDF embeds the font at once.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF file');
  const flavor = input.readUInt32BE(4);
  const numTables = input.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compLength, origLength] = [
      input.readUInt32BE(at + 4),
      input.readUInt32BE(at + 8),
      input.readUInt32BE(at + 12),
    ];
    const stored = input.subarray(offset, offset + compLength);
    return {
      tag: input.readUInt32BE(at),
      checksum: input.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const headerLength = 12 + 16 * numTables;
  const padded = (length: number) => (length + 3) & ~3;
  const size = tables.reduce((sum, table) => sum + padded(table.data.length), headerLength);
  const out = Buffer.alloc(size);
  const searchRange = 2 ** Math.floor(Math.log2(numTables)) * 16;
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(Math.floor(Math.log2(numTables)), 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerLength;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(table.tag, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}
