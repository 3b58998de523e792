import type { BenchResults, SizeResult } from './run';
import { savedGeoSection } from './geo-report';
import { savedPhotosSection } from './photos-report';
import type { MapFigures } from './measure-map';
import { BASELINES, type Baseline } from './baseline-pages';

type Metric = keyof MapFigures;

/** The targets of issue 6, per size (undefined: no target at that size). */
export const TARGETS: {
  label: string;
  metric: Metric | 'dataKb';
  unit: string;
  limits: Record<number, number | undefined>;
}[] = [
  {
    label: 'navigation to every marker drawn',
    metric: 'drawnMs',
    unit: 'ms',
    limits: { 1551: 800, 10000: 1500, 100000: 3000 },
  },
  {
    label: 'longest main-thread task during load',
    metric: 'longestTaskMs',
    unit: 'ms',
    limits: { 1551: 100, 10000: 200, 100000: 300 },
  },
  {
    label: 'pan or zoom redraw, p95',
    metric: 'redrawP95Ms',
    unit: 'ms',
    limits: { 1551: 16, 10000: 50, 100000: 100 },
  },
  {
    label: 'search keystroke to list and map updated',
    metric: 'searchKeystrokeMs',
    unit: 'ms',
    limits: { 1551: 16, 10000: 16, 100000: 50 },
  },
  {
    label: 'compressed bytes the map needs',
    metric: 'dataKb',
    unit: 'KB',
    limits: { 10000: 250, 100000: 2500 },
  },
  { label: 'JS heap after load', metric: 'heapMb', unit: 'MB', limits: { 100000: 100 } },
  {
    label: 'list DOM nodes (virtualised)',
    metric: 'listDomNodes',
    unit: '',
    limits: { 1551: 800, 10000: 800, 100000: 800 },
  },
];

const value = (f: MapFigures, metric: Metric | 'dataKb'): number | null | undefined =>
  metric === 'dataKb'
    ? Number.isFinite(f.dataBytes)
      ? Math.round(f.dataBytes / 102.4) / 10
      : null
    : (f[metric] as number | null | undefined);

const show = (v: number | null | undefined, unit: string) =>
  v === null || v === undefined || Number.isNaN(v)
    ? 'did not finish'
    : `${v.toLocaleString('en-US')}${unit ? ` ${unit}` : ''}`;

const ratio = (theirs: number | null | undefined, ours: number | null | undefined) =>
  theirs === null || theirs === undefined || Number.isNaN(theirs)
    ? '—'
    : ours
      ? `${(theirs / ours).toFixed(1)}×`
      : '—';

export function checkTargets(
  results: BenchResults,
): { label: string; places: number; value: string; limit: string; pass: boolean }[] {
  return TARGETS.flatMap((target) =>
    results.sizes.flatMap((size) => {
      const limit = target.limits[size.places];
      if (limit === undefined) return [];
      const v = value(size.ours, target.metric);
      return [
        {
          label: target.label,
          places: size.places,
          value: show(v, target.unit),
          limit: `≤ ${limit.toLocaleString('en-US')} ${target.unit}`.trim(),
          pass: v !== null && v !== undefined && v <= limit,
        },
      ];
    }),
  );
}

/**
 * Issue 19's targets: against fixed limits and against the baselines measured in the same run
 * ("less than every baseline", "at most markercluster's").
 */
const FASTEST: {
  label: string;
  metric: Metric | 'dataKb';
  unit: string;
  limits: Record<number, { max?: number; below?: 'every baseline'; atMost?: Baseline } | undefined>;
}[] = [
  {
    label: 'navigation to every marker drawn',
    metric: 'drawnMs',
    unit: 'ms',
    limits: {
      1551: { max: 400, below: 'every baseline' },
      10000: { below: 'every baseline' },
      100000: { max: 1000, below: 'every baseline' },
    },
  },
  {
    label: 'pan/zoom frame p95',
    metric: 'frameP95Ms',
    unit: 'ms',
    limits: {
      1551: { max: 16 },
      10000: { max: 25, atMost: 'cluster' },
      100000: { max: 50, atMost: 'cluster' },
    },
  },
  {
    label: 'compressed bytes of map data',
    metric: 'dataKb',
    unit: 'KB',
    limits: { 10000: { max: 120 }, 100000: { max: 1024 } },
  },
  {
    label: 'longest task during load',
    metric: 'longestTaskMs',
    unit: 'ms',
    limits: { 1551: { max: 50 }, 10000: { max: 100 }, 100000: { max: 150 } },
  },
];

export function checkFastest(results: BenchResults): ReturnType<typeof checkTargets> {
  return FASTEST.flatMap((target) =>
    results.sizes.flatMap((size) => {
      const limit = target.limits[size.places];
      if (!limit) return [];
      const ours = value(size.ours, target.metric);
      const baselines = (Object.keys(BASELINES) as Baseline[]).map((name) =>
        value(size[name], target.metric),
      );
      const finished = (v: number | null | undefined): v is number =>
        typeof v === 'number' && !Number.isNaN(v);
      const parts: string[] = [];
      let pass = finished(ours);
      if (limit.max !== undefined) {
        parts.push(`≤ ${limit.max.toLocaleString('en-US')} ${target.unit}`);
        pass &&= ours! <= limit.max;
      }
      if (limit.below) {
        // A baseline that did not finish is beaten by any page that did.
        const best = Math.min(...baselines.filter(finished));
        parts.push(`< every baseline (best ${show(best, target.unit)})`);
        pass &&= ours! < best;
      }
      if (limit.atMost) {
        const theirs = value(size[limit.atMost], target.metric);
        parts.push(`≤ markercluster's (${show(theirs, target.unit)})`);
        pass &&= !finished(theirs) || ours! <= theirs;
      }
      return [
        {
          label: target.label,
          places: size.places,
          value: show(ours, target.unit),
          limit: parts.join(', '),
          pass,
        },
      ];
    }),
  );
}

function baselineRows(size: SizeResult): string {
  const metrics: [string, Metric | 'dataKb', string][] = [
    ['every marker drawn', 'drawnMs', 'ms'],
    ['longest task', 'longestTaskMs', 'ms'],
    ['pan/zoom frame p95', 'frameP95Ms', 'ms'],
    ['JS heap after load', 'heapMb', 'MB'],
  ];
  return metrics
    .map(([label, metric, unit]) => {
      const ours = value(size.ours, metric);
      const theirs = (Object.keys(BASELINES) as Baseline[]).map((name) => {
        const figure = value(size[name], metric);
        return `${show(figure, unit)} (${ratio(figure, ours)})`;
      });
      return `| ${size.places.toLocaleString('en-US')} | ${label} | ${show(ours, unit)} | ${theirs.join(' | ')} |`;
    })
    .join('\n');
}

/** The host's calibration (bench/browser.ts), when the run has one. */
function hostSpeed(results: BenchResults): string {
  const c = results.machine.calibration;
  if (!c) return '';
  return ` In a new page on this host, 64 MB of fresh memory took ${c.freshMemoryMs} ms to write (${c.writtenAgainMs} ms again) and 100 million additions ${c.loopMs} ms: compare these before comparing runs on different hosts.`;
}

/** Our frames with our tile layer left on the map: what the tiles add, which no baseline pays. */
function tileLayerNote(results: BenchResults): string[] {
  const figures = results.sizes
    .filter((size) => typeof size.ours.frameWithTilesP95Ms === 'number')
    .map((size) => `${show(size.ours.frameWithTilesP95Ms!, 'ms')} at ${size.places.toLocaleString('en-US')}`);
  if (figures.length === 0) return [];
  return [
    `With our tile layer left on the map (its requests aborted), our pan/zoom frame p95 is ${figures.join(', ')} places: the tile layer's own work (its images created, requested and failed), which no baseline has.`,
    '',
  ];
}

export function writeReport(results: BenchResults): string {
  const checks = checkTargets(results);
  const lines = [
    '# Fru World benchmark results',
    '',
    `Run ${results.date} by \`npm run bench\` in ${results.durationS} s on ${results.machine.cores} × ${results.machine.cpus}, ${results.machine.memoryGb} GB, ${results.machine.os}, Node ${results.machine.node}, headless Chromium ${results.machine.chromium}.${hostSpeed(results)} Map tiles excluded: the pages' requests for them are aborted, and the pan/zoom frames are measured without a tile layer (see below). Every figure, ours and the baselines', is the median of 3 measurements of the page (a baseline that did not finish is not measured again); the machine is shared: expect noise.`,
    '',
    `**Targets: ${checks.filter((c) => c.pass).length} of ${checks.length} met.**`,
    '',
    '| target | places | measured | limit | |',
    '|---|---|---|---|---|',
    ...checks.map(
      (c) =>
        `| ${c.label} | ${c.places.toLocaleString('en-US')} | ${c.value} | ${c.limit} | ${c.pass ? 'met' : '**missed**'} |`,
    ),
    '',
    ...fastestSection(results),
    '## Against the usual approaches (same data, same browser)',
    '',
    "Pan/zoom \"frame\" is all main-thread work a pan or zoom causes until its frame starts (the map library and its markers): the call's own work, then the frame's callbacks and whatever ran before them, counted from the later of the frame's timestamp and the end of the call (Chromium stamps a frame with its vsync, which can fall before the call ended). It is measured the same way on every page, tiles excluded: the baselines have no tile layer, and ours is taken off the map before its frames are measured. The target table's \"redraw\" is our marker layer's own redraw (a performance.measure around it).",
    '',
    ...tileLayerNote(results),
    'Baseline figures with our ratio in brackets (how many times theirs is ours: above 1× we are faster or lighter). "Did not finish" means not within 90 s (the page is abandoned after 120 s). Each page loads in a new browser context; the browser is started once, before the first page.',
    '',
    '| places | figure | Fru World (one canvas layer) | react-leaflet, one `<Marker>` per place | Leaflet.markercluster | MapLibre GL, GeoJSON by URL, circle layer | MapLibre GL, the same with its clustering |',
    '|---|---|---|---|---|---|---|',
    ...results.sizes.map(baselineRows),
    '',
  ];
  if (results.api) {
    const { cached, cachedMap, perRequest, ratio: r, notModified } = results.api;
    lines.push(
      '## API: `GET /api/locations` with 10,000 places, 10 keep-alive connections for 10 s each, brotli accepted',
      '',
      '| | requests/s | p99 | errors |',
      '|---|---|---|---|',
      `| cached, pre-compressed (ours) | ${cached.requestsPerSecond.toLocaleString('en-US')} | ${cached.p99Ms} ms | ${cached.errors} |`,
      `| compact map form, cached (ours) | ${cachedMap.requestsPerSecond.toLocaleString('en-US')} | ${cachedMap.p99Ms} ms | ${cachedMap.errors} |`,
      `| JSON built and compressed per request | ${perRequest.requestsPerSecond.toLocaleString('en-US')} | ${perRequest.p99Ms} ms | ${perRequest.errors} |`,
      '',
      `Ratio ${r}× (target ≥ 50×, ${r >= 50 ? 'met' : '**missed**'}); p99 ≤ 50 ms ${cached.p99Ms <= 50 ? 'met' : '**missed**'}; unchanged list answers 304: ${notModified ? 'yes' : '**no**'}.`,
      '',
    );
  }
  const pages = Object.entries(results.bundle.contentPagesKb);
  lines.push(
    '## Bundle (gzip, JavaScript the page loads, its inline scripts too)',
    '',
    `- \`/\`: ${results.bundle.homeKb} KB (target ≤ 170 KB, ${results.bundle.homeKb <= 170 ? 'met' : '**missed**'})`,
    ...pages.map(
      ([path, kb]) => `- \`${path}\`: ${kb} KB (target ≤ 120 KB, ${kb <= 120 ? 'met' : '**missed**'})`,
    ),
    '',
    '## Lighthouse 12 (headless Chromium, demo places)',
    '',
    'Lighthouse blocks, and so does not count, the map tiles (excluded, as above) and the hosts of the demo photos and video thumbnails (images.unsplash.com, i.ytimg.com), which this offline machine cannot reach.',
    '',
    '| page | Performance | Accessibility | Best Practices | SEO |',
    '|---|---|---|---|---|',
    ...Object.entries(results.lighthouse).map(
      ([page, s]) =>
        `| ${page} | ${s.performance}${s.performanceRuns ? ` (median of ${s.performanceRuns.join(', ')})` : ''} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} |`,
    ),
    '',
    'Targets: Performance ≥ 95 desktop and ≥ 90 mobile on `/`; Accessibility, Best Practices and SEO 100 on `/`, `/stats` and `/about`.',
    ...homeLighthouseTarget(results),
    ...Object.entries(results.lighthouse).flatMap(([page, s]) =>
      s.failing.length > 0 ? [`- ${page} lost points on: ${s.failing.join(', ')}`] : [],
    ),
    '',
    ...savedPhotosSection(),
    ...savedGeoSection(),
  );
  return lines.join('\n');
}

function fastestSection(results: BenchResults): string[] {
  const checks = checkFastest(results);
  return [
    '## Fastest at every size (issue 19)',
    '',
    `**${checks.filter((c) => c.pass).length} of ${checks.length} met.** Limits and baselines from this same run; Lighthouse's (Performance ≥ 98 desktop, ≥ 95 mobile on \`/\`) are in its section below.`,
    '',
    '| target | places | ours | limit | |',
    '|---|---|---|---|---|',
    ...checks.map(
      (c) =>
        `| ${c.label} | ${c.places.toLocaleString('en-US')} | ${c.value} | ${c.limit} | ${c.pass ? 'met' : '**missed**'} |`,
    ),
    '',
  ];
}

/** Issue 19's Lighthouse targets: Performance on `/`, the median of 3 runs, ≥ 98 desktop and ≥ 95 mobile. */
export function homeLighthouseTarget(results: BenchResults): string[] {
  const desktop = results.lighthouse['/ desktop'];
  const mobile = results.lighthouse['/ mobile'];
  if (!desktop?.performanceRuns || !mobile?.performanceRuns) return [];
  const met = desktop.performance >= 98 && mobile.performance >= 95;
  return [
    '',
    `Issue 19: Performance on \`/\` ≥ 98 desktop and ≥ 95 mobile, the median of 3 runs: ${desktop.performance} and ${mobile.performance}, ${met ? 'met' : '**missed**'}.`,
  ];
}
