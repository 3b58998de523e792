/// <reference lib="webworker" />
// Reads import files off the main thread: 100,000 rows parse here while the page stays responsive.
import { ImportFileError, type ImportPlace, type ParsedImport } from '#shared/import/fields.ts';
import type { TextEncoding } from '#shared/import/text-encodings.ts';
import { csvTableToPlaces, guessTableMapping, type CsvTable } from '#shared/import/parse-csv.ts';
import { locatePlaces } from '#shared/import/locate.ts';
import { readImportFile } from '#shared/import/parse-file.ts';
import type { WorkerAnswer, WorkerRequest, WorkerResponse } from './protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const SAMPLE_ROWS = 5;

let table: CsvTable | undefined;
let encoding: { encoding?: TextEncoding; encodingGuessed?: boolean } = {};
let places: ImportPlace[] = [];
let sources: string[] = [];
let lastParsed: ParsedImport | undefined;

/**
 * The request body, built here: a Blob travels to the page by reference and XMLHttpRequest sends
 * it from the browser's blob storage, so tens of megabytes never pass through the page's thread.
 */
function encode(list: readonly ImportPlace[], listSources: readonly string[]): Blob {
  // Each place's row in the file: the preview names duplicates by it, the import's `keep` too.
  return new Blob([JSON.stringify({ places: list, sources: listSources })], { type: 'application/json' });
}

function parsedAnswer(parsed: ParsedImport): WorkerAnswer {
  lastParsed = parsed;
  places = parsed.places;
  sources = parsed.sources;
  const { format, errors, notice } = parsed;
  const unlocated = (parsed.unlocated ?? []).map(({ source, query }) => ({ source, query }));
  return {
    type: 'parsed',
    summary: {
      format,
      count: places.length,
      sources,
      errors,
      ...(notice ? { notice } : {}),
      sample: places.slice(0, SAMPLE_ROWS),
      ...encoding,
      unlocated,
    },
    body: encode(places, sources),
  };
}

async function answer(request: WorkerRequest): Promise<WorkerAnswer> {
  switch (request.type) {
    case 'read': {
      table = undefined;
      const bytes = new Uint8Array(await request.file.arrayBuffer());
      const read = readImportFile(request.file.name, bytes, request.defaults, request.options);
      encoding = read.encoding
        ? { encoding: read.encoding, encodingGuessed: read.encodingGuessed ?? false }
        : {};
      if (read.kind === 'places') return parsedAnswer(read.parsed);
      table = read.table;
      const { headers, rows, errors, hasHeader, delimiter } = table;
      return {
        type: 'csv',
        headers,
        sample: rows.slice(0, SAMPLE_ROWS),
        rowCount: rows.length,
        lineErrors: errors.length,
        mapping: guessTableMapping(table),
        encoding: read.encoding ?? 'utf-8',
        encodingGuessed: read.encodingGuessed ?? false,
        hasHeader,
        delimiter,
      };
    }
    case 'map':
      if (!table) throw new ImportFileError('Choose the file again, please.');
      return parsedAnswer(csvTableToPlaces(table, request.mapping, request.defaults));
    case 'locate':
      if (!lastParsed) throw new ImportFileError('Choose the file again, please.');
      return parsedAnswer(locatePlaces(lastParsed, request.found, request.defaults));
    case 'body': {
      const skip = new Set(request.skipRows);
      const kept = places.filter((_, i) => !skip.has(i + 1));
      const keptSources = sources.filter((_, i) => !skip.has(i + 1));
      return { type: 'body', body: encode(kept, keptSources), count: kept.length };
    }
  }
}

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const { id } = event.data;
  let response: WorkerResponse;
  try {
    response = { id, ...(await answer(event.data)) };
  } catch (error) {
    const message =
      error instanceof ImportFileError
        ? error.message
        : 'This file could not be read. Is it a GeoJSON, CSV, KML, KMZ or GPX file?';
    response = { id, type: 'error', message };
  }
  scope.postMessage(response);
};
