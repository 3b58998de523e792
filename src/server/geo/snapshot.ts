import { readFileSync, writeFileSync } from 'node:fs';

type TypedArray = Float64Array | Int32Array | Int16Array | Uint8Array;
const TYPES = { Float64Array, Int32Array, Int16Array, Uint8Array } as const;
type TypeName = keyof typeof TYPES;

/** Built index data: plain values, and typed arrays that are written and read as raw bytes. */
export interface Snapshot {
  values: Record<string, unknown>;
  arrays: Record<string, TypedArray>;
}

const ALIGN = 8;
const align = (n: number) => Math.ceil(n / ALIGN) * ALIGN;

/**
 * Snapshots of built indexes in one file: a length, a JSON header, then each array's bytes at an
 * aligned offset, so reading is one file read and a view per array (the server's build writes
 * one beside the bundle: building the indexes at each start would take a second).
 */
export function writeSnapshots(file: string, snapshots: Record<string, Snapshot>): void {
  let offset = 0;
  const layout: Record<string, { values: unknown; arrays: Record<string, [TypeName, number, number]> }> = {};
  const chunks: TypedArray[] = [];
  for (const [name, { values, arrays }] of Object.entries(snapshots)) {
    layout[name] = { values, arrays: {} };
    for (const [key, array] of Object.entries(arrays)) {
      layout[name].arrays[key] = [array.constructor.name as TypeName, offset, array.length];
      chunks.push(array);
      offset = align(offset + array.byteLength);
    }
  }
  const header = Buffer.from(JSON.stringify(layout));
  const start = align(4 + header.length);
  const out = Buffer.alloc(start + offset);
  out.writeUInt32LE(header.length, 0);
  header.copy(out, 4);
  let at = start;
  for (const array of chunks) {
    Buffer.from(array.buffer, array.byteOffset, array.byteLength).copy(out, at);
    at = align(at + array.byteLength);
  }
  writeFileSync(file, out);
}

export function readSnapshots(file: URL | string): Record<string, Snapshot> {
  const bytes = readFileSync(file);
  // Views need aligned offsets: a large file's buffer is its own and starts at 0; else copy it.
  const buffer =
    bytes.byteOffset % ALIGN === 0
      ? bytes.buffer
      : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const base = bytes.byteOffset % ALIGN === 0 ? bytes.byteOffset : 0;
  const headerLength = bytes.readUInt32LE(0);
  const layout = JSON.parse(bytes.toString('utf8', 4, 4 + headerLength)) as Record<
    string,
    { values: Record<string, unknown>; arrays: Record<string, [TypeName, number, number]> }
  >;
  const start = align(4 + headerLength);
  const snapshots: Record<string, Snapshot> = {};
  for (const [name, { values, arrays }] of Object.entries(layout)) {
    snapshots[name] = { values, arrays: {} };
    for (const [key, [type, offset, length]] of Object.entries(arrays))
      snapshots[name].arrays[key] = new TYPES[type](buffer, base + start + offset, length);
  }
  return snapshots;
}
