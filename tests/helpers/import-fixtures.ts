import { readFileSync } from 'node:fs';
import { ImportFileError, type ParsedImport } from '../../src/shared/import/fields';
import { csvTableToPlaces, guessTableMapping } from '../../src/shared/import/parse-csv';
import { readImportFile, type ReadFile, type ReadOptions } from '../../src/shared/import/parse-file';

export const defaults = { status: 'planned' as const };

/** A fixture of tests/fixtures/imports as the bytes the dialog's worker reads. */
export const fixtureBytes = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../fixtures/imports/${name}`, import.meta.url)));

/** Reads a file as the worker does: its bytes, and the options the dialog sends. */
export const readFixture = (
  name: string,
  options?: ReadOptions,
  bytes: Uint8Array = fixtureBytes(name),
): ReadFile => readImportFile(name, bytes, defaults, options);

/** The places of a file, CSV columns mapped by the worker's own guess. */
export function parseFixture(name: string, options?: ReadOptions, bytes?: Uint8Array): ParsedImport {
  const read = readFixture(name, options, bytes);
  if (read.kind === 'places') return read.parsed;
  return csvTableToPlaces(read.table, guessTableMapping(read.table), defaults);
}

/** The message a refused file gets; fails when the file is read. */
export function refusal(name: string, bytes?: Uint8Array, options?: ReadOptions): string {
  try {
    readFixture(name, options, bytes);
  } catch (error) {
    if (error instanceof ImportFileError) return error.message;
    throw error;
  }
  throw new Error(`${name} was read`);
}
