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
  isDynamicEntry?: boolean;
}

/** The home page's first screens: the map, the map with a search (`?q=`), the list. */
export type HomeScreen = 'map' | 'search' | 'list';

/**
 * `<link>` tags that start the home screen's code and data with the HTML, in parallel, instead of
 * one after the other (HTML → app → home chunk → map chunk → places). The chunks are found in
 * Vite's manifest by the names the client declares (HOME_CHUNKS), never by source paths.
 */
export function homePreloads(clientDir: string): Record<HomeScreen, string> {
  const file = join(clientDir, '.vite', 'manifest.json');
  const data = '<link rel="preload" href="/api/locations/map" as="fetch" crossorigin="anonymous">';
  // The list shows every name at once, and a search needs them: their names (which the map alone
  // does not need) start with them.
  const names = '<link rel="preload" href="/api/locations/map/names" as="fetch" crossorigin="anonymous">';
  if (!existsSync(file))
    return { map: data, search: [data, names].join('\n    '), list: [data, names].join('\n    ') };
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const keyOf = (find: (chunk: ManifestChunk) => boolean) =>
    Object.keys(manifest).find((key) => find(manifest[key]!));

  // The entry and what it imports are already in index.html.
  const skip = new Set<string>();
  const mark = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || skip.has(chunk.file)) return;
    skip.add(chunk.file);
    chunk.imports?.forEach(mark);
  };
  const entryKey = keyOf((chunk) => chunk.isEntry === true);
  if (entryKey) mark(entryKey);

  const tags = (names: string[]) => {
    const files = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file) || skip.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.css?.forEach((css) => styles.add(css));
      chunk.imports?.forEach(visit);
    };
    for (const name of names) {
      const key = keyOf((chunk) => chunk.isDynamicEntry === true && chunk.name === name);
      if (key) visit(key);
    }
    return [
      ...[...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ...[...styles].map((f) => `<link rel="preload" href="/${f}" as="style" crossorigin>`),
    ];
  };
  return {
    map: [data, ...tags([HOME_CHUNKS.screen, HOME_CHUNKS.map])].join('\n    '),
    search: [data, names, ...tags([HOME_CHUNKS.screen, HOME_CHUNKS.map])].join('\n    '),
    list: [data, names, ...tags([HOME_CHUNKS.screen])].join('\n    '),
  };
}
