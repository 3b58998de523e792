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

export function writeReport(results: BenchResults): string {
  const checks = checkTargets(results);
  const lines = [
    '# Fru World benchmark results',
    '',
    `Run ${results.date} by \`npm run bench\` in ${results.durationS} s on ${results.machine.cores} × ${results.machine.cpus}, ${results.machine.memoryGb} GB, ${results.machine.os}, Node ${results.machine.node}, headless Chromium ${results.machine.chromium}. Map tiles excluded (answered locally with a blank tile). Every figure, ours and the baselines', is the median of 3 measurements of the page (a baseline that did not finish is not measured again); the machine is shared: expect noise.`,
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
    '## Against the usual approaches (same data, same browser)',
    '',
    'Pan/zoom "frame" is all main-thread work a pan or zoom causes until its frame starts (Leaflet, tiles and markers), measured the same way on every page; the target table\'s "redraw" is our marker layer\'s own redraw (a performance.measure around it).',
    '',
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
    '## Bundle (gzip, JavaScript the page loads)',
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
      ([page, s]) => `| ${page} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} |`,
    ),
    '',
    'Targets: Performance ≥ 95 desktop and ≥ 90 mobile on `/`; Accessibility, Best Practices and SEO 100 on `/`, `/stats` and `/about`.',
    ...Object.entries(results.lighthouse).flatMap(([page, s]) =>
      s.failing.length > 0 ? [`- ${page} lost points on: ${s.failing.join(', ')}`] : [],
    ),
    '',
    ...savedPhotosSection(),
    ...savedGeoSection(),
  );
  return lines.join('\n');
}
