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

/** Tags for the home page's head: `first` before the app's own script, `last` at the head's end. */
export interface HomeTags {
  first: string;
  last: string;
}

/**
 * Tags that start the home screen's code and data with the HTML, in parallel, instead of one
 * after the other (HTML → app → home chunk → map chunk → places). The chunks are found in Vite's
 * manifest by the names the client declares (HOME_CHUNKS), never by source paths.
 *
 * `visitorMap` is the map as a visitor first sees it (no query, not signed in): its head also
 * starts the early map (src/client/early-map.ts), which paints the markers before the app has
 * loaded. Its script, imports and data come first: module scripts run in the order
 * they appear, and the browser fetches in the order it finds them.
 */
export function homePreloads(clientDir: string): Record<HomeScreen | 'visitorMap', HomeTags> {
  const file = join(clientDir, '.vite', 'manifest.json');
  const data = '<link rel="preload" href="/api/locations/map" as="fetch" crossorigin="anonymous">';
  // The list shows every name at once, and a search needs them: their names (which the map alone
  // does not need) start with them.
  const names = '<link rel="preload" href="/api/locations/map/names" as="fetch" crossorigin="anonymous">';
  const last = (tags: string[]): HomeTags => ({ first: '', last: tags.join('\n    ') });
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

  // The entry and what it imports are already in index.html.
  const skip = new Set<string>();
  const mark = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || skip.has(chunk.file)) return;
    skip.add(chunk.file);
    chunk.imports?.forEach(mark);
  };
  mark(APP_ENTRY);

  /** The chunks (and their stylesheets) of these dynamic entries and their imports, less `known`. */
  const tags = (names: string[], known = new Set<string>()) => {
    const files = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file) || skip.has(chunk.file) || known.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.css?.forEach((css) => known.has(css) || styles.add(css));
      chunk.imports?.forEach(visit);
    };
    for (const name of names) {
      // A lazy screen's own chunk, or a group of modules (vite.config.ts) that holds one.
      const key = keyOf((chunk) => chunk.isEntry !== true && chunk.name === name);
      if (key) visit(key);
    }
    return [
      ...[...files].map(moduleTag),
      ...[...styles].map((f) => `<link rel="preload" href="/${f}" as="style" crossorigin>`),
    ];
  };

  const homeChunks = [HOME_CHUNKS.screen, HOME_CHUNKS.map];
  const earlyKey = keyOf((chunk) => chunk.isEntry === true && chunk.name === EARLY_MAP_ENTRY);
  let visitorMap = last([data, ...tags(homeChunks)]);
  if (earlyKey) {
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
    const ordered: string[] = [];
    const place = (key: string) => {
      if (ordered.includes(key) || !early.imports?.includes(key)) return;
      manifest[key]!.imports?.forEach(place);
      ordered.push(key);
    };
    early.imports?.forEach(place);
    const scriptTag = (chunk: string) => `<script type="module" crossorigin src="/${chunk}"></script>`;
    visitorMap = {
      first: [data, ...ordered.map((key) => scriptTag(manifest[key]!.file)), scriptTag(early.file)].join(
        '\n    ',
      ),
      // Its stylesheet after the app's, as when the map's chunk adds it.
      last: [
        ...styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
        ...tags(homeChunks, new Set([...imports, ...styles])),
      ].join('\n    '),
    };
  }
  return {
    map: last([data, ...tags(homeChunks)]),
    visitorMap,
    search: last([data, names, ...tags(homeChunks)]),
    list: last([data, names, ...tags([HOME_CHUNKS.screen])]),
  };
}
