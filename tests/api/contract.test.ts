import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { format, resolveConfig } from 'prettier';
import { API } from '../../src/shared/api/index';
import { ApiErrorSchema, COMMON_ERRORS, isJsonAnswer, type RouteSpec } from '../../src/shared/api/define';
import { fillPath } from '../../src/shared/api/path';
import { apiMarkdown } from '../../src/server/api/api-docs';
import { routePartModules, routesModule } from '../../src/server/api/route-refs';
import { startGeocoder, type Geocoder } from '../helpers/stub-geocoder';
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { SAMPLES } from './contract/all-samples';
import type { Sample, World } from './contract/samples';

const DECLARED = Object.entries(API).flatMap(([part, routes]) =>
  Object.entries(routes as Record<string, RouteSpec>).map(([key, route]) => ({
    name: `${part}.${key}`,
    route,
    samples: (SAMPLES as Record<string, Record<string, (typeof SAMPLES)['pages']['get']>>)[part]?.[key],
  })),
);

function urlOf(route: RouteSpec, sample: Sample): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(sample.query ?? {}))
    for (const item of [value].flat()) search.append(key, String(item));
  const query = search.toString();
  return fillPath(route.path, sample.params) + (query ? `?${query}` : '');
}

describe.each(ENGINES)('the API contract on $name', ({ name: engine }) => {
  let t: TestApp;
  let world: World;
  // The address search answers from a local stand-in for the site's geocoder.
  let geocoder: Geocoder;
  // Trip packs' checkout and webhook talk to a local stand-in for Stripe.
  let stripe: StripeStandIn;
  beforeAll(async () => {
    geocoder = await startGeocoder();
    stripe = await startStripeStandIn();
    // Email is configured (the mail routes start campaigns) to an SMTP port nothing listens on.
    t = await createTestApp(engine, {
      GEOCODER_URL: geocoder.url,
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'Fru World <hello@example.com>',
      ...stripe.env,
    });
    const cookie = await t.login();
    world = {
      t,
      cookie,
      async owner<T>(method: string, url: string, body?: unknown): Promise<T> {
        const response = await t.request({ method: method as 'GET', url, cookie, payload: body as object });
        if (response.statusCode >= 300)
          throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
        return (response.body ? response.json() : undefined) as T;
      },
    };
  });
  afterAll(async () => {
    await t.close();
    await geocoder.close();
    await stripe.close();
  });

  const cookieOf = (sample: Sample, withCookie: boolean) =>
    [withCookie ? (sample.session ?? world.cookie) : undefined, sample.cookies].filter(Boolean).join('; ');

  const send = (route: RouteSpec, sample: Sample, withCookie: boolean) =>
    t.request({
      method: route.method,
      url: urlOf(route, sample),
      headers: sample.headers,
      ...(sample.payload !== undefined
        ? { payload: sample.payload }
        : sample.body !== undefined
          ? { payload: sample.body as object }
          : {}),
      cookie: cookieOf(sample, withCookie),
    });

  it('serves every declared route, and declares every route it serves', () => {
    const served = new Set(t.routes.map((r) => `${r.method} ${r.url}`));
    const declared = new Set(DECLARED.map(({ route }) => `${route.method} ${route.path}`));
    expect(
      [...declared].filter((route) => !served.has(route)),
      'declared but not served',
    ).toEqual([]);
    const undeclared = [...served].filter((route) => route.includes(' /api/') && !declared.has(route));
    expect(undeclared, 'served under /api but not in src/shared/api/').toEqual([]);
  });

  it.each(DECLARED)(
    '$name answers a good request as its response schema says',
    async ({ route, samples }) => {
      expect(samples, 'a sample in tests/api/contract/<part>.samples.ts').toBeDefined();
      const response = await send(route, await samples!.good(world), route.access === 'owner');
      expect(response.statusCode, response.body).toBe(route.status ?? 200);
      if (isJsonAnswer(route.response)) {
        const result = route.response.safeParse(response.json());
        expect(result.success, result.error?.message).toBe(true);
      }
    },
  );

  it.each(DECLARED)('$name refuses a bad request in the error shape', async ({ route, samples }) => {
    const allowed = [...route.errors, ...COMMON_ERRORS, 'unauthorized'];
    const refusals: Sample[] = samples?.bad ? [await samples.bad(world)] : [];
    for (const sample of refusals) {
      const response = await send(route, sample, route.access === 'owner');
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      const body = ApiErrorSchema.parse(response.json());
      expect(allowed, `${body.error.code} is one of the route's errors`).toContain(body.error.code);
    }
    if (route.access === 'owner') {
      const response = await send(route, samples ? await samples.good(world) : {}, false);
      expect(response.statusCode).toBe(401);
      expect(ApiErrorSchema.parse(response.json()).error.code).toBe('unauthorized');
    }
  });
});

describe('what is generated from the contract (npm run api:generate)', () => {
  it('src/shared/api/routes.generated.ts names every route', async () => {
    const options = (await resolveConfig('src/shared/api/routes.generated.ts')) ?? {};
    const fresh = await format(routesModule(), { ...options, parser: 'typescript' });
    expect(readFileSync('src/shared/api/routes.generated.ts', 'utf8')).toBe(fresh);
  });

  it('src/shared/api/routes/ has one file a part, each naming its routes', async () => {
    const parts = routePartModules();
    expect(readdirSync('src/shared/api/routes').sort()).toEqual([...parts.keys()].sort());
    for (const [file, text] of parts) {
      const path = `src/shared/api/routes/${file}`;
      const fresh = await format(text, { ...((await resolveConfig(path)) ?? {}), parser: 'typescript' });
      expect(readFileSync(path, 'utf8'), path).toBe(fresh);
    }
  });

  it('docs/api.md is the one generated from the contract', async () => {
    const options = (await resolveConfig('docs/api.md')) ?? {};
    const fresh = await format(apiMarkdown(), { ...options, parser: 'markdown' });
    expect(readFileSync('docs/api.md', 'utf8')).toBe(fresh);
  });
});

describe('the client', () => {
  it('names no /api/ address outside the contract (it calls routes with call(route, input))', () => {
    const offenders = readdirSync('src/client', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== join('lib', 'api.ts'))
      .flatMap((file) =>
        readFileSync(join('src/client', file), 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `src/client/${file}:${i + 1}` }))
          .filter(({ line }) => /['"`]\/api\//.test(line) || /\bapi(?:<.*>)?\(/.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});

describe("the client's bundles", () => {
  it('carry the routes by method and path, never the schemas (value imports of src/shared/api parts)', () => {
    const allowed = /shared\/api\/(?:routes\/\w+\.generated|path|paths|query-limits)(?:\.ts)?'/;
    const offenders = readdirSync('src/client', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .flatMap((file) =>
        [
          ...readFileSync(join('src/client', file), 'utf8').matchAll(
            /^import (?!type )[^;]*?from '([^']*shared\/api\/[^']*)'/gms,
          ),
        ]
          .filter((match) => !allowed.test(`${match[1]}'`))
          .map((match) => `src/client/${file}: ${match[1]}`),
      );
    expect(offenders).toEqual([]);
  });
});
