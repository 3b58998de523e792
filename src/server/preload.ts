import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** The home screen's code, which the router would otherwise ask for only after the first script ran. */
const HOME_CHUNKS = ['src/client/features/locations/home-page.tsx'];
const MAP_CHUNKS = ['src/client/features/map/components/map-view.tsx'];

/**
 * `<link>` tags that start the home screen's code and data with the HTML, in parallel, instead of
 * one after the other (HTML → app → home chunk → map chunk → places). Read from Vite's manifest.
 */
export function homePreloads(clientDir: string): { map: string; list: string } {
  const file = join(clientDir, '.vite', 'manifest.json');
  const data = '<link rel="preload" href="/api/locations/map" as="fetch" crossorigin="anonymous">';
  if (!existsSync(file)) return { map: data, list: data };
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  // The entry and what it imports are already in index.html.
  const skip = new Set<string>();
  const mark = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || skip.has(chunk.file)) return;
    skip.add(chunk.file);
    chunk.imports?.forEach(mark);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry);
  if (entryKey) mark(entryKey);

  const tags = (keys: string[]) => {
    const files = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file) || skip.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.css?.forEach((css) => styles.add(css));
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return [
      ...[...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ...[...styles].map((f) => `<link rel="preload" href="/${f}" as="style" crossorigin>`),
    ];
  };
  return {
    map: [data, ...tags([...HOME_CHUNKS, ...MAP_CHUNKS])].join('\n    '),
    list: [data, ...tags(HOME_CHUNKS)].join('\n    '),
  };
}
