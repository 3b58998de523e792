import { join } from 'node:path';
import SQLite from 'better-sqlite3';

const DAY_MS = 86_400_000;
export const dayAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

/**
 * Counted visits over the last ten days, written into the server's own database as the counting
 * writes them (analytics_events is the contract; there is no API that adds visits). Twelve
 * visitors a day, each with one page view; every third opened a place, from France or Germany.
 */
export function seedVisits(dataDir: string): { views: number } {
  const db = new SQLite(join(dataDir, 'fru-world.sqlite'), { timeout: 10_000 });
  const insert = db.prepare(
    `insert into analytics_events (at, day, type, path, referrer_host, utm_source, utm_medium, utm_campaign,
       device, browser, country, visitor, target)
     values (?, ?, ?, ?, ?, null, null, ?, ?, ?, ?, ?, ?)`,
  );
  let views = 0;
  db.transaction(() => {
    for (let ago = 0; ago < 10; ago += 1) {
      const day = dayAgo(ago);
      for (let n = 0; n < 12; n += 1) {
        const visitor = `v${ago}-${n}`;
        const country = n % 2 ? 'FR' : 'DE';
        const device = n % 3 ? 'desktop' : 'mobile';
        const referrer = n % 4 ? null : 'news.example';
        const path = n % 2 ? '/stats' : '/';
        insert.run(
          `${day}T10:00:00.000Z`,
          day,
          'pageview',
          path,
          referrer,
          n === 5 ? 'spring' : null,
          device,
          'Firefox',
          country,
          visitor,
          null,
        );
        views += 1;
        if (n % 3 === 0)
          insert.run(
            `${day}T10:01:00.000Z`,
            day,
            'embed_shown',
            '/embed',
            null,
            null,
            device,
            'Firefox',
            country,
            visitor,
            'blog.example',
          );
      }
    }
  })();
  db.close();
  return { views };
}
