import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A built client as Vite writes it: the entry's script, its imports and its stylesheet at the end
// of the head, and a manifest naming the home screen's chunks (HOME_CHUNKS in shared/routes.ts).
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/core-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', name: 'index', isEntry: true, imports: ['_core-1.js'] },
  '_core-1.js': { file: 'assets/core-1.js', name: 'core' },
  'src/client/app/home/home-page.tsx': {
    file: 'assets/home-page-1.js',
    name: 'home-page',
    isDynamicEntry: true,
    imports: ['_core-1.js', 'index.html', '_search-1.js'],
  },
  '_search-1.js': { file: 'assets/search-1.js', name: 'search' },
  'src/client/features/map/components/map-view.tsx': {
    file: 'assets/map-view-1.js',
    name: 'map-view',
    isDynamicEntry: true,
    imports: ['_core-1.js', '_leaflet-1.js'],
    css: ['assets/map-view-1.css'],
  },
  '_leaflet-1.js': { file: 'assets/leaflet-1.js', name: 'leaflet' },
};

/** The URLs the page's head asks for, in document order (what the browser fetches first). */
const requested = (html: string) =>
  [
    ...html.slice(0, html.indexOf('</head>')).matchAll(/<(?:link|script)\b[^>]*\b(?:href|src)="([^"]+)"/g),
  ].map((m) => m[1]!);

describe("the home page's head", () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fru-test-client-'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, 'index.html'), INDEX_HTML);
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    t = await createTestApp('sqlite', {}, { clientDir: dir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("asks for the app's own code and stylesheet first, then the places and the map's code", async () => {
    const html = (await t.request({ method: 'GET', url: '/' })).body;
    const urls = requested(html);
    const app = ['/assets/index-1.js', '/assets/core-1.js', '/assets/index-1.css'];
    const home = [
      '/api/locations/map',
      '/assets/home-page-1.js',
      '/assets/search-1.js',
      '/assets/map-view-1.js',
      '/assets/leaflet-1.js',
      '/assets/map-view-1.css',
    ];
    for (const url of [...app, ...home])
      expect(
        urls.filter((u) => u === url),
        url,
      ).toHaveLength(1);
    const lastOfApp = Math.max(...app.map((url) => urls.indexOf(url)));
    for (const url of home) expect(urls.indexOf(url), url).toBeGreaterThan(lastOfApp);
  });

  it('the list view asks for the places and its screen, not the map', async () => {
    const urls = requested((await t.request({ method: 'GET', url: '/?view=list' })).body);
    expect(urls).toContain('/api/locations/map');
    expect(urls).toContain('/assets/home-page-1.js');
    expect(urls).not.toContain('/assets/map-view-1.js');
    expect(urls.indexOf('/assets/home-page-1.js')).toBeGreaterThan(urls.indexOf('/assets/index-1.css'));
  });

  it('asks for the names (apart from the map data) only where the first screen shows or searches them', async () => {
    const names = '/api/locations/map/names';
    const urls = async (url: string) => requested((await t.request({ method: 'GET', url })).body);
    expect(await urls('/')).not.toContain(names);
    expect(await urls('/?view=list')).toContain(names);
    const search = await urls('/?q=zion');
    expect(search).toContain(names);
    expect(search).toContain('/assets/map-view-1.js');
  });
});
