import { createHash } from 'node:crypto';
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
  // The map's group of modules (vite.config.ts), which holds the map view.
  '_map-1.js': {
    file: 'assets/map-view-1.js',
    name: 'map',
    imports: ['_core-1.js', '_leaflet-1.js'],
    css: ['assets/map-view-1.css'],
  },
  '_leaflet-1.js': { file: 'assets/leaflet-1.js', name: 'leaflet' },
};

/** The early paint as its own build writes it (vite.early-paint.config.ts): one classic script. */
const EARLY_PAINT = 'window.fruEarlyPaint={frame:document.body};';

/** The same build with the early map's entry (src/client/early-map.ts); served with EARLY_PAINT. */
const WITH_EARLY_MAP = {
  ...MANIFEST,
  'src/client/early-map.ts': {
    file: 'assets/early-map-1.js',
    name: 'early-map',
    isEntry: true,
    imports: ['_map-1.js', '_core-1.js'],
  },
};

/** The URLs the page's head asks for, in document order (what the browser fetches first). */
const requested = (html: string) =>
  [
    ...html.slice(0, html.indexOf('</head>')).matchAll(/<(?:link|script)\b[^>]*\b(?:href|src)="([^"]+)"/g),
  ].map((m) => m[1]!);

/** A test app serving a built client with this manifest (and files), for the describe block it is called in. */
function serveBuild(manifest: object, files: Record<string, string> = {}): { app: () => TestApp } {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fru-test-client-'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, 'index.html'), INDEX_HTML);
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    t = await createTestApp('sqlite', {}, { clientDir: dir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { app: () => t };
}

describe("the home page's head", () => {
  const build = serveBuild(MANIFEST);
  const get = (url: string) => build.app().request({ method: 'GET', url });

  it("asks for the app's own code and stylesheet first, then the places and the map's code", async () => {
    const html = (await get('/?view=map')).body;
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
    const urls = requested((await get('/?view=list')).body);
    expect(urls).toContain('/api/locations/map');
    expect(urls).toContain('/assets/home-page-1.js');
    expect(urls).not.toContain('/assets/map-view-1.js');
    expect(urls.indexOf('/assets/home-page-1.js')).toBeGreaterThan(urls.indexOf('/assets/index-1.css'));
  });

  it('asks for the names (apart from the map data) only where the first screen shows or searches them', async () => {
    const names = '/api/locations/map/names';
    const urls = async (url: string) => requested((await get(url)).body);
    expect(await urls('/')).not.toContain(names);
    expect(await urls('/?view=list')).toContain(names);
    const search = await urls('/?q=zion');
    expect(search).toContain(names);
    expect(search).toContain('/assets/map-view-1.js');
  });
});

describe("the site's configuration (header, footer, the map's tiles)", () => {
  const plain = serveBuild(MANIFEST);
  const early = serveBuild(WITH_EARLY_MAP, { 'early-paint.js': EARLY_PAINT });
  const count = (html: string) => requested(html).filter((url) => url === '/api/site').length;

  it('is asked for with the HTML of every screen of the shell, once', async () => {
    for (const url of ['/', '/?view=list', '/?q=zion', '/about', '/stats', '/inbox'])
      expect(count((await plain.app().request({ method: 'GET', url })).body), url).toBe(1);
    expect(count((await early.app().request({ method: 'GET', url: '/' })).body)).toBe(1);
    // As the app asks for it (a same-origin fetch): the browser gives the app the preloaded answer.
    expect((await plain.app().request({ method: 'GET', url: '/about' })).body).toContain(
      '<link rel="preload" href="/api/site" as="fetch" crossorigin="anonymous">',
    );
  });

  it('is not asked for by the not-found page, which has no header', async () => {
    expect(count((await plain.app().request({ method: 'GET', url: '/no-such-page' })).body)).toBe(0);
  });
});

describe("a visitor's home page with the early map", () => {
  const build = serveBuild(WITH_EARLY_MAP, { 'early-paint.js': EARLY_PAINT });
  const get = (url: string, cookie?: string) =>
    build.app().request({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it("asks for the places, the map's code and the early map's script before the app's script", async () => {
    const urls = requested((await get('/')).body);
    const app = urls.indexOf('/assets/index-1.js');
    for (const url of ['/api/locations/map', '/assets/map-view-1.js', '/assets/early-map-1.js'])
      expect(urls.indexOf(url), url).toBeLessThan(app);
    // Each once, and the map's stylesheet applies (a stylesheet, not only a preload).
    for (const url of ['/api/locations/map', '/assets/map-view-1.js', '/assets/map-view-1.css'])
      expect(
        urls.filter((u) => u === url),
        url,
      ).toHaveLength(1);
    expect((await get('/')).body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/map-view-1.css">',
    );
  });

  it("runs the early map's chunks as scripts of their own, each after the chunks it imports", async () => {
    const scripts = [...(await get('/')).body.matchAll(/<script type="module"[^>]*\bsrc="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    // Each module script is evaluated in a task of its own: three short tasks, not one long one.
    expect(scripts).toEqual([
      '/assets/core-1.js',
      '/assets/map-view-1.js',
      '/assets/early-map-1.js',
      '/assets/index-1.js',
    ]);
  });

  it("is only for a visitor's plain home page: not the owner's, not a search, not the list", async () => {
    const html = async (url: string, cookie?: string) => (await get(url, cookie)).body;
    expect(await html('/')).toContain('/assets/early-map-1.js');
    expect(await html('/', 'fru_owner=1')).not.toContain('/assets/early-map-1.js');
    expect(await html('/?q=zion')).not.toContain('/assets/early-map-1.js');
    expect(await html('/?view=list')).not.toContain('/assets/early-map-1.js');
    expect(await html('/about')).not.toContain('/assets/early-map-1.js');
  });

  it('ends the page with the early paint, inline, and allows it by its hash on that page alone', async () => {
    const home = await get('/');
    expect(home.body).toMatch(
      new RegExp(`<script>${EARLY_PAINT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</script>\\s*</body>`),
    );
    const hash = `'sha256-${createHash('sha256').update(EARLY_PAINT).digest('base64')}'`;
    const scriptSrc = (csp: unknown) => String(csp).match(/script-src ([^;]*)/)?.[1] ?? '';
    expect(scriptSrc(home.headers['content-security-policy'])).toContain(hash);
    // Everything else the site's policy says stays as it was.
    const about = await get('/about');
    expect(scriptSrc(about.headers['content-security-policy'])).not.toContain(hash);
    expect(String(home.headers['content-security-policy']).replace(` ${hash}`, '')).toBe(
      about.headers['content-security-policy'],
    );
    for (const [url, cookie] of [['/', 'fru_owner=1'], ['/?q=zion'], ['/?view=list'], ['/about']] as const)
      expect((await get(url, cookie)).body, url).not.toContain(EARLY_PAINT);
  });
});
