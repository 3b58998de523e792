import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fileTooLargeMessage } from '#shared/import/file-checks.ts';
import type { ImportMode } from '#shared/import/import-schema.ts';
import type { CsvMapping } from '#shared/import/parse-csv.ts';
import type { ReadOptions } from '#shared/import/parse-file.ts';
import { inFileOrder } from '#shared/import/source-order.ts';
import type { GpxOptions } from '#shared/import/parse-gpx.ts';
import type { LocationStatus } from '#shared/location.ts';
import { ApiError } from '#client/lib/api.ts';
import { formMessage, i18n } from '#client/lib/i18n.ts';
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts';
import type { FoundPosition } from '#shared/import/locate.ts';
import { searchAddress } from '../api/search-address';
import { previewImport, runImport, watchImport } from '../api/import-places';
import type { ParsedSummary, WorkerAnswer } from '../worker/protocol';
import { EMPTY_PREVIEW, MAX_ADDRESS_SEARCHES, type CsvColumns, type ImportStep } from './import-steps';
import { useParseWorker } from './use-parse-worker';

/** What went wrong, in the page's language: the server's reason, or to try again. */
function messageOf(error: unknown): string {
  if (error instanceof ApiError) return formMessage(error.message);
  return i18n._('Something went wrong. Please try again.');
}

/** What went wrong, and that the import did not happen. */
const notImported = (error: unknown) =>
  i18n._('{message} Nothing was imported.', { message: messageOf(error) });

/**
 * The import, step by step: read the file in the worker, map CSV columns, a dry run on the
 * server (preview), then the import itself. Nothing is stored before `importPlaces`.
 */
export function useImportFlow() {
  const ask = useParseWorker();
  const client = useQueryClient();
  const [state, setState] = useState<ImportStep>({ step: 'choose' });
  const [defaultStatus, setDefaultStatus] = useState<LocationStatus>('planned');
  const [gpxOptions, setGpxOptions] = useState<GpxOptions>({ routePoints: false, trackEnds: false });
  // The file chosen and how it is read, to read it again in another encoding or with a header.
  const chosen = useRef<{ file: File; options: ReadOptions } | null>(null);
  // The CSV columns and the mapping last confirmed, to go back to them from the preview.
  const columnsRead = useRef<CsvColumns | undefined>(undefined);
  const uploads = useRef<AbortController | null>(null);
  // One Idempotency-Key per previewed file: pressing Import twice imports it once.
  const importKey = useRef('');
  useEffect(() => () => uploads.current?.abort(), []);

  const upload = () => {
    uploads.current?.abort();
    uploads.current = new AbortController();
    return uploads.current.signal;
  };

  const check = useCallback(
    async (
      fileName: string,
      summary: ParsedSummary,
      body: Blob,
      mode: ImportMode,
      notice?: string,
      keep: string[] = [],
    ) => {
      let preview = EMPTY_PREVIEW;
      if (summary.count > 0) {
        setState({ step: 'checking', fileName, progress: 0 });
        try {
          preview = await previewImport(
            body,
            mode,
            (progress) => setState({ step: 'checking', fileName, progress }),
            upload(),
          );
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          return setState({ step: 'failed', fileName, message: messageOf(error) });
        }
      }
      const refused = preview.errors.map((e) => ({
        source: summary.sources[e.row - 1] ?? `place ${e.row}`,
        reason: e.reason,
      }));
      const problems = [...summary.errors, ...refused].sort((a, b) => inFileOrder(a.source, b.source));
      importKey.current = newIdempotencyKey();
      setState({
        step: 'preview',
        fileName,
        summary,
        preview,
        mode,
        body,
        problems,
        // Only what is still a duplicate: the rest is added anyway.
        keep: keep.filter((source) => preview.duplicates.some((d) => d.source === source)),
        ...(notice ? { notice } : {}),
      });
    },
    [],
  );

  const checkParsed = useCallback(
    async (fileName: string, answer: WorkerAnswer) => {
      if (answer.type === 'error') return setState({ step: 'choose', error: answer.message });
      if (answer.type !== 'parsed') return;
      await check(fileName, answer.summary, answer.body, 'add');
    },
    [check],
  );

  /** Switches between skipping and updating the places already here: a new dry run in that mode. */
  const chooseMode = useCallback(
    async (mode: ImportMode) => {
      if (state.step !== 'preview' || state.mode === mode) return;
      await check(state.fileName, state.summary, state.body, mode, undefined, state.keep);
    },
    [check, state],
  );

  /** Imports these duplicates anyway (`keep`), or skips them again. */
  const keepDuplicates = useCallback((sources: string[], keep: boolean) => {
    setState((current) => {
      if (current.step !== 'preview') return current;
      const others = current.keep.filter((source) => !sources.includes(source));
      return { ...current, keep: keep ? [...others, ...sources] : others };
    });
  }, []);

  const read = useCallback(
    async (file: File, options: ReadOptions) => {
      chosen.current = { file, options };
      setState({ step: 'reading', fileName: file.name });
      const answer = await ask({ type: 'read', file, defaults: { status: defaultStatus }, options });
      columnsRead.current = undefined;
      if (answer.type === 'csv') {
        const { type: _type, ...columns } = answer;
        columnsRead.current = columns;
        return setState({ step: 'mapping', fileName: file.name, columns });
      }
      await checkParsed(file.name, answer);
    },
    [ask, checkParsed, defaultStatus],
  );

  const chooseFile = useCallback(
    async (file: File) => {
      const tooLarge = fileTooLargeMessage(file.size);
      if (tooLarge) return setState({ step: 'choose', error: tooLarge });
      await read(file, { gpx: gpxOptions });
    },
    [read, gpxOptions],
  );

  /** Reads the same file again another way: in another encoding, with or without a header line. */
  const reread = useCallback(
    async (change: Partial<ReadOptions>) => {
      if (!chosen.current) return;
      await read(chosen.current.file, { ...chosen.current.options, ...change });
    },
    [read],
  );

  /** From the preview back to the CSV columns, as last mapped. */
  const backToColumns = useCallback(() => {
    if (state.step !== 'preview' || !columnsRead.current) return;
    uploads.current?.abort();
    setState({ step: 'mapping', fileName: state.fileName, columns: columnsRead.current });
  }, [state]);

  const confirmMapping = useCallback(
    async (fileName: string, mapping: CsvMapping) => {
      if (columnsRead.current) columnsRead.current = { ...columnsRead.current, mapping };
      setState({ step: 'reading', fileName });
      await checkParsed(fileName, await ask({ type: 'map', mapping, defaults: { status: defaultStatus } }));
    },
    [ask, checkParsed, defaultStatus],
  );

  /**
   * Looks up the rows without coordinates with the address search, one at a time (the geocoder asks
   * for no more), then checks the places again with them.
   */
  const locate = useCallback(async () => {
    if (state.step !== 'preview') return;
    const { fileName, summary } = state;
    const rows = summary.unlocated.slice(0, MAX_ADDRESS_SEARCHES);
    const signal = upload();
    const found: FoundPosition[] = [];
    try {
      for (const [done, row] of rows.entries()) {
        setState({ step: 'locating', fileName, done, total: rows.length });
        const [best] = await searchAddress(row.query, signal);
        found.push({
          source: row.source,
          position: best ? { latitude: best.latitude, longitude: best.longitude } : undefined,
        });
      }
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      return setState({ step: 'failed', fileName, message: notImported(error) });
    }
    await checkParsed(fileName, await ask({ type: 'locate', found, defaults: { status: defaultStatus } }));
  }, [ask, checkParsed, defaultStatus, state]);

  /** Imports the previewed places; with refused rows, only when the person chose to skip them. */
  const importPlaces = useCallback(async () => {
    if (state.step !== 'preview') return;
    const { fileName, summary, preview, mode, keep } = state;
    let body = state.body;
    if (preview.errorCount > 0) {
      const answer = await ask({ type: 'body', skipRows: preview.errors.map((e) => e.row) });
      if (answer.type !== 'body')
        return setState({
          step: 'failed',
          fileName,
          message: i18n._('The file could not be prepared. Please choose it again.'),
        });
      body = answer.body;
    }
    setState({ step: 'importing', fileName, progress: 0 });
    const key = importKey.current;
    const watching = new AbortController();
    let watched = false;
    const onProgress = (progress: number | null) => {
      setState({ step: 'importing', fileName, progress });
      if (progress !== null || watched) return;
      // The file is sent (sent again after signing in anew: one watcher is enough): the server
      // tells how far it is, checking, finding countries, saving.
      watched = true;
      void watchImport(
        key,
        (server) => setState({ step: 'importing', fileName, progress: null, server }),
        watching.signal,
      ).catch(() => undefined);
    };
    try {
      const outcome = await runImport(
        body,
        fileName,
        mode,
        // The versions the preview saw: a place changed since is reported, never overwritten.
        mode === 'update' ? preview.versions : undefined,
        keep,
        onProgress,
        upload(),
        key,
      ).finally(() => watching.abort());
      // Every screen derived from the places (map, list, statistics, world progress) reloads.
      await client.invalidateQueries();
      setState({ step: 'done', outcome });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // Changed elsewhere since the preview: a new one shows those places as they are now.
      if (error instanceof ApiError && error.code === 'changed_since')
        return check(fileName, summary, state.body, mode, error.message, keep);
      setState({ step: 'failed', fileName, message: notImported(error) });
    }
  }, [ask, check, client, state]);

  const reset = useCallback(() => {
    uploads.current?.abort();
    setState({ step: 'choose' });
  }, []);

  return {
    state,
    defaultStatus,
    setDefaultStatus,
    gpxOptions,
    setGpxOptions,
    chooseFile,
    reread,
    canGoBackToColumns: state.step === 'preview' && columnsRead.current !== undefined,
    backToColumns,
    locate,
    confirmMapping,
    chooseMode,
    keepDuplicates,
    importPlaces,
    reset,
  };
}
