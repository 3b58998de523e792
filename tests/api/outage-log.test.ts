import { describe, expect, it } from 'vitest';
import { withOutageApp } from '../helpers/outage-app';
import { ORIGIN } from '../helpers/test-app';

/**
 * Issue 40, point 6: a database outage writes one line when it starts and one when it ends (with
 * the count of requests answered 503), not a stack trace per request. PostgreSQL is reached
 * through a TCP stand-in that the test cuts and brings back.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the log during a database outage', () => {
  it('has one line for the outage and one for the recovery, with the count of 503s', async () => {
    await withOutageApp(async ({ app, lines, cut, restore }) => {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      await cut();
      const statuses: number[] = [];
      for (let i = 0; i < 30; i += 1) statuses.push((await app.inject({ url: '/readyz' })).statusCode);
      for (let i = 0; i < 10; i += 1) {
        const message = await app.inject({
          method: 'POST',
          url: '/api/messages',
          remoteAddress: `198.51.100.${i + 1}`,
          headers: { origin: ORIGIN, host: 'localhost:3000' },
          payload: {
            name: 'Ana Souza',
            email: 'ana@example.com',
            type: 'suggestion',
            subject: `Hello ${i}`,
            message: 'The dunes at sunset are unreal. You should put it on the map!',
            website: '',
          },
        });
        statuses.push(message.statusCode);
      }
      expect(new Set(statuses)).toEqual(new Set([503]));

      await restore();
      const recovered = () => lines.filter((line) => line.msg.startsWith('database reachable again'));
      for (let waited = 0; recovered().length === 0 && waited < 15_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);

      const outage = lines.filter((line) => line.level >= 40);
      expect(outage.map((line) => line.msg)).toHaveLength(1);
      expect(outage[0]?.msg).toMatch(/^database unavailable/);
      expect(recovered()).toHaveLength(1);
      expect(recovered()[0]?.refused).toBe(statuses.length);
    });
  }, 60_000);
});
