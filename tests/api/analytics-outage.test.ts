import { describe, expect, it } from 'vitest';
import { CHROME } from '../helpers/analytics';
import { withOutageApp } from '../helpers/outage-app';

/**
 * Issue 39 with issue 40's outage: page views counted while the database is away are kept in the
 * instance's queue and written once it is back, without a warning per second in the log. PostgreSQL
 * is reached through a TCP stand-in that the test cuts and brings back.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('counting through a database outage', () => {
  it('keeps the views counted meanwhile and writes them once the database is back', async () => {
    await withOutageApp(async ({ app, database, lines, cut, restore }) => {
      const view = (path: string) =>
        app.analytics.record({
          type: 'pageview',
          url: path,
          referrer: undefined,
          target: null,
          address: '8.8.8.8',
          userAgent: CHROME,
          host: 'localhost',
          sessionToken: undefined,
        });
      await app.analytics.flush();
      await cut();
      view('/stats');
      view('/about');
      await app.analytics.flush();
      view('/trips');
      await app.analytics.flush();
      await restore();
      let stored: string[] = [];
      for (let waited = 0; stored.length < 3 && waited < 15_000; waited += 200) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        await app.analytics.flush().catch(() => {});
        stored = (
          await database.db
            .selectFrom('analyticsEvents')
            .select('path')
            .execute()
            .catch(() => [])
        )
          .map((row) => row.path)
          .sort();
      }
      expect(stored).toEqual(['/about', '/stats', '/trips']);
      const warnings = lines.filter((line) => line.level >= 40).map((line) => line.msg);
      expect(warnings.filter((msg) => msg.startsWith('Analytics'))).toEqual([]);
    });
  }, 60_000);
});
