// The map data's columns (map-data.ts) as compact text: whole numbers in byte planes, in base64.

/**
 * A column of whole numbers of 0 or more, packed: each value in as few bytes as the largest needs
 * (1 to 4), laid out in byte planes (every value's lowest byte, then every value's next one, …) and
 * sent as base64. Planes put alike bytes together, which brotli compresses far better than numbers
 * written out in JSON: at 100,000 places the map data is about half the size.
 */
export type PackedColumn = string;

/** Base64 is built from strings of this many bytes at a time (String.fromCharCode's arguments). */
const CHUNK = 0x2000;

/** Packs whole numbers of 0 or more (below 2³²) into byte planes, in base64. */
export function packColumn(values: ArrayLike<number>): PackedColumn {
  let max = 0;
  for (let i = 0; i < values.length; i++) max = Math.max(max, values[i]!);
  const width = max < 0x100 ? 1 : max < 0x10000 ? 2 : max < 0x1000000 ? 3 : 4;
  const count = values.length;
  const bytes = new Uint8Array(count * width);
  for (let i = 0; i < count; i++) {
    const value = values[i]!;
    for (let plane = 0; plane < width; plane++) bytes[plane * count + i] = (value >>> (8 * plane)) & 0xff;
  }
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK)
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

/** The numbers of a packed column of `count` values; refuses a column that is not one. */
export function unpackColumn(column: PackedColumn, count: number): Uint32Array {
  const binary = atob(column);
  const width = count === 0 ? 0 : binary.length / count;
  if (!(count === 0 ? binary.length === 0 : Number.isInteger(width) && width >= 1 && width <= 4))
    throw new Error('The map data is not in the expected form');
  const values = new Uint32Array(count);
  for (let plane = 0; plane < width; plane++) {
    const offset = plane * count;
    const shift = 8 * plane;
    for (let i = 0; i < count; i++) values[i]! += (binary.charCodeAt(offset + i) << shift) >>> 0;
  }
  return values;
}

/** Ids in ascending order (as the server reads them) become small steps; zigzag keeps any order exact. */
export function packIds(ids: readonly number[]): PackedColumn {
  const steps = new Array<number>(ids.length);
  let previous = 0;
  for (let i = 0; i < ids.length; i++) {
    const step = ids[i]! - previous;
    steps[i] = step >= 0 ? step * 2 : -step * 2 - 1;
    previous = ids[i]!;
  }
  return packColumn(steps);
}

export function unpackIds(column: PackedColumn, count: number): number[] {
  const steps = unpackColumn(column, count);
  const ids = new Array<number>(count);
  let previous = 0;
  for (let i = 0; i < count; i++) {
    const step = steps[i]!;
    previous += step % 2 === 0 ? step / 2 : -(step + 1) / 2;
    ids[i] = previous;
  }
  return ids;
}
