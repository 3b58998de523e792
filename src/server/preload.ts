import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOME_CHUNKS } from '../shared/routes';

/** The fields of Vite's manifest (dist/client/.vite/manifest.json) read here. */
interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** The app's entry in Vite's manifest, and the early map's (vite.config.ts, build.rollupOptions.input). */
const APP_ENTRY = 'index.html';
const EARLY_MAP_ENTRY = 'early-map';

/** The home page's first screens: the map, the map with a search (`?q=`), the list. */
export type HomeScreen = 'map' | 'search' | 'list';

/**
 * Tags for the home page: `first` before the app's own script, `last` at the head's end, `end` at
 * the body's end.
 */
export interface HomeTags {
  first: string;
  last: string;
  end?: string;
  /** The hash of the inline script in `end`, for the page's Content-Security-Policy. */
  endHash?: string;
}

/**
 * The site's configuration, which every screen of the shell asks for at start (its header, its
 * footer, the map's tiles): asked for with the HTML instead of once the app has run. Without it,
 * the answer came after the app's first render, and the page rendered again, in one task, to show
 * it, the map's tiles only then starting to load.
 */
export const SITE_CONFIG_PRELOAD = '<link rel="preload" href="/api/site" as="fetch" crossorigin="anonymous">';

/** The early paint, built as one script (vite.early-paint.config.ts) to write inline. */
const EARLY_PAINT_FILE = 'early-paint.js';

/**
 * The early paint's inline script for a visitor's home page (src/client/early-paint.ts), and its
 * hash for the page's Content-Security-Policy; undefined without a build.
 */
export function earlyPaintScript(
  clientDir: string,
): { code: string; html: string; hash: string } | undefined {
  const file = join(clientDir, EARLY_PAINT_FILE);
  if (!existsSync(file)) return undefined;
  const code = readFileSync(file, 'utf8').trim();
  return {
    code,
    html: `<script>${code}</script>`,
    hash: `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  };
}

/**
 * Tags that start the home screen's code and data with the HTML, in parallel, instead of one
 * after the other (HTML → app → home chunk → map chunk → places). The chunks are found in Vite's
 * manifest by the names the client declares (HOME_CHUNKS), never by source paths.
 *
 * `visitorMap` is the map as a visitor first sees it (no query, not signed in): its body ends with
 * the early paint (src/client/early-paint.ts), which paints the markers as soon as the places
 * arrive, and its head starts the early map (src/client/early-map.ts), which takes them over with
 * Leaflet before the app has loaded. Its script, imports and data come first: module scripts run
 * in the order they appear, and the browser fetches in the order it finds them.
 */
export function homePreloads(clientDir: string): Record<HomeScreen | 'visitorMap', HomeTags> {
  const file = join(clientDir, '.vite', 'manifest.json');
  const data = '<link rel="preload" href="/api/locations/map" as="fetch" crossorigin="anonymous">';
  // The list shows every name at once, and a search needs them: their names (which the map alone
  // does not need) start with them.
  const names = '<link rel="preload" href="/api/locations/map/names" as="fetch" crossorigin="anonymous">';
  const last = (tags: string[]): HomeTags => ({
    first: '',
    last: [...tags, SITE_CONFIG_PRELOAD].join('\n    '),
  });
  if (!existsSync(file))
    return {
      map: last([data]),
      visitorMap: last([data]),
      search: last([data, names]),
      list: last([data, names]),
    };
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const keyOf = (find: (chunk: ManifestChunk) => boolean) =>
    Object.keys(manifest).find((key) => find(manifest[key]!));
  const moduleTag = (chunk: string) => `<link rel="modulepreload" crossorigin href="/${chunk}">`;

  /** These chunks and every chunk they import, each after its imports, less those `left` leaves out. */
  const chunksOf = (keys: string[], left: (chunk: ManifestChunk) => boolean = () => false) => {
    const seen = new Set<string>();
    const chunks: ManifestChunk[] = [];
    const walk = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key) || left(chunk)) return;
      seen.add(key);
      chunk.imports?.forEach(walk);
      chunks.push(chunk);
    };
    keys.forEach(walk);
    return chunks;
  };
  // The entry and what it imports are already in index.html.
  const inPage = new Set(chunksOf([APP_ENTRY]).map((chunk) => chunk.file));

  /** The chunks (and their stylesheets) of these dynamic entries and their imports, less `known`. */
  const tags = (names: string[], known = new Set<string>()) => {
    // A lazy screen's own chunk, or a group of modules (vite.config.ts) that holds one.
    const keys = names.flatMap(
      (name) => keyOf((chunk) => chunk.isEntry !== true && chunk.name === name) ?? [],
    );
    const chunks = chunksOf(keys, (chunk) => inPage.has(chunk.file) || known.has(chunk.file));
    const styles = new Set(chunks.flatMap((chunk) => chunk.css ?? []).filter((css) => !known.has(css)));
    return [
      ...chunks.map((chunk) => moduleTag(chunk.file)),
      ...[...styles].map((f) => `<link rel="preload" href="/${f}" as="style" crossorigin>`),
    ];
  };

  const homeChunks = [HOME_CHUNKS.screen, HOME_CHUNKS.map];
  const earlyKey = keyOf((chunk) => chunk.isEntry === true && chunk.name === EARLY_MAP_ENTRY);
  const earlyPaint = earlyPaintScript(clientDir);
  let visitorMap = last([data, ...tags(homeChunks)]);
  if (earlyKey && earlyPaint) {
    const early = manifest[earlyKey]!;
    const imports = (early.imports ?? []).map((key) => manifest[key]!.file);
    // Its stylesheets are those of the chunks it imports (Leaflet's and the map's).
    const styles = [early, ...(early.imports ?? []).map((key) => manifest[key]!)].flatMap(
      (chunk) => chunk.css ?? [],
    );
    // Each chunk the early map imports runs as a script of its own, the ones it depends on first
    // (the shared core before the map): the browser evaluates each module script in a task of its
    // own, so the page's start is three shorter tasks instead of one long one. The same module is
    // evaluated once, whichever script or import asks for it first.
    const ordered = chunksOf(early.imports ?? [], (chunk) => !imports.includes(chunk.file));
    const scriptTag = (chunk: string) => `<script type="module" crossorigin src="/${chunk}"></script>`;
    visitorMap = {
      first: [data, ...ordered.map((chunk) => scriptTag(chunk.file)), scriptTag(early.file)].join('\n    '),
      // Its stylesheet after the app's, as when the map's chunk adds it.
      last: [
        ...styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
        ...tags(homeChunks, new Set([...imports, ...styles])),
        SITE_CONFIG_PRELOAD,
      ].join('\n    '),
      // Runs as the body is parsed: the frame goes into the body, and the places are asked for.
      end: earlyPaint.html,
      endHash: earlyPaint.hash,
    };
  }
  return {
    map: last([data, ...tags(homeChunks)]),
    visitorMap,
    search: last([data, names, ...tags(homeChunks)]),
    list: last([data, names, ...tags([HOME_CHUNKS.screen])]),
  };
}
