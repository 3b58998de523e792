import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listen, signInOverHttp } from '../helpers/sign-in-flood';
import { clientWithPages, createTestApp, ENGINES } from '../helpers/test-app';

/**
 * Issue 40, point 2: a flood of wrong sign-ins cannot starve the server. At most K password checks
 * (scrypt, 128 MB each, the real cost here) run at once; the others are refused at once with 429
 * and Retry-After in the API's shape, and a static file and /healthz are answered meanwhile.
 */
const K = 2;
const FLOOD = 30;
const SCRIPT = 'console.log("fru");\n';

describe.each(ENGINES)('a flood of wrong sign-ins on $name', ({ name: engine }) => {
  it('checks at most K passwords at once, refuses the rest at once and keeps serving files', async () => {
    const client = clientWithPages();
    mkdirSync(join(client.dir, 'assets'));
    writeFileSync(join(client.dir, 'assets', 'app-flood.js'), SCRIPT);
    const t = await createTestApp(
      engine,
      { TRUST_PROXY: '127.0.0.1', PASSWORD_CHECKS_AT_ONCE: String(K) },
      { clientDir: client.dir, passwordCost: 'real' },
    );
    try {
      const base = await listen(t);
      // 30 addresses, so that the throttle (30 for the account) lets every one through to the check.
      const block = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
      const flood = Array.from({ length: FLOOD }, (_, i) =>
        signInOverHttp(base, `wrong guess ${i}`, `${block}.${i + 1}`),
      );
      // Asked for while the flood is on, over connections of their own.
      const [file, health] = await Promise.all([
        fetch(`${base}/assets/app-flood.js`),
        fetch(`${base}/healthz`),
      ]);
      expect(file.status).toBe(200);
      expect(await file.text()).toBe(SCRIPT);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ ok: true });

      const answers = await Promise.all(flood);
      const checked = answers.filter((a) => a.status === 401);
      const refused = answers.filter((a) => a.status === 429);
      expect(checked.length + refused.length).toBe(FLOOD);
      // Some were checked (K at a time); the ones that found K checks running were refused, not queued.
      expect(checked.length).toBeGreaterThanOrEqual(K);
      expect(refused.length).toBeGreaterThanOrEqual(FLOOD / 2);
      for (const answer of refused) {
        expect(answer.code).toBe('rate_limited');
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      }
      // A refusal for a busy server is not a failure of the client's: the account's 30 are not spent,
      // so the owner's right password from a new address gets in once the flood is over.
      const owner = await signInOverHttp(base, 'correct horse battery staple', `${block}.200`);
      expect(owner.status).toBe(204);
    } finally {
      await t.close();
      client.remove();
    }
  }, 120_000);
});
