import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/helpers/chromium';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Audits that lost points outside performance, to say why a score is below 100. */
  failing: string[];
  /** Each run's Performance, when the scores are the median of several runs. */
  performanceRuns?: number[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Lighthouse `runs` times on one page: each category's median, and every run's Performance. */
export async function runLighthouseMedian(
  url: string,
  preset: 'desktop' | 'mobile',
  tilesOrigin: string,
  runs = 3,
): Promise<LighthouseScores> {
  const all: LighthouseScores[] = [];
  for (let i = 0; i < runs; i++) all.push(await runLighthouse(url, preset, tilesOrigin));
  const of = (key: 'performance' | 'accessibility' | 'bestPractices' | 'seo') =>
    median(all.map((s) => s[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    failing: [...new Set(all.flatMap((s) => s.failing))],
    performanceRuns: all.map((s) => s.performance),
  };
}

/**
 * Requests Lighthouse blocks (and does not count): the map tiles, which the targets exclude, and
 * the hosts of the demo places' photos and video thumbnails, which this offline machine cannot
 * reach. Left in, an unreachable photo reads as a console error of the site.
 */
const UNREACHABLE_HOSTS = ['*images.unsplash.com*', '*i.ytimg.com*', '*tile.openstreetmap.org*'];

/** Lighthouse 12 in headless Chromium: desktop preset or the default (mobile) one; one retry when Chrome fails to paint. */
export async function runLighthouse(
  url: string,
  preset: 'desktop' | 'mobile',
  tilesOrigin: string,
): Promise<LighthouseScores> {
  const blocked = [`${tilesOrigin}/*`, ...UNREACHABLE_HOSTS];
  try {
    return await runOnce(url, preset, blocked);
  } catch (error) {
    console.warn(`Lighthouse failed once on ${url} (${String(error).slice(0, 120)}); retrying`);
    return runOnce(url, preset, blocked);
  }
}

async function runOnce(
  url: string,
  preset: 'desktop' | 'mobile',
  blocked: string[],
): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    ...(CHROMIUM_PATH ? { chromePath: CHROMIUM_PATH } : {}),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        blockedUrlPatterns: blocked,
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(
        `Lighthouse could not audit ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id}`),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      failing,
    };
  } finally {
    chrome.kill();
  }
}
