import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const httpUrl = (what: string) =>
  z.string().refine((value) => /^https?:\/\/[^\s]+$/.test(value), `must be an http(s) URL of ${what}`);

const EnvSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0)
    .max(65535)
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .refine(
      (v) => v.startsWith('sqlite:') || v.startsWith('postgres://') || v.startsWith('postgresql://'),
      'must start with sqlite: or postgres://',
    )
    .default('sqlite:data/fru-world.sqlite'),
  OWNER_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  SEED_DEMO: booleanFlag.default(true),
  SITE_URL: httpUrl('the site').optional(),
  TILE_URL: z
    .string()
    .refine(
      (v) => /^https?:\/\//.test(v) && v.includes('{z}') && v.includes('{x}') && v.includes('{y}'),
      'must be an http(s) template with {z}, {x} and {y}',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  GEOCODER_URL: httpUrl('a Nominatim-compatible search endpoint').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  ownerPassword: string | undefined;
  seedDemo: boolean;
  siteUrl: string;
  tileUrl: string;
  geocoderUrl: string | undefined;
  logLevel: string;
  /** True when SITE_URL is https: Secure and __Host- cookies, HSTS. */
  secure: boolean;
}

export class ConfigError extends Error {}

/** Parses the environment once. A wrong value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid environment variable ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const e = result.data;
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    ownerPassword: e.OWNER_PASSWORD,
    seedDemo: e.SEED_DEMO,
    siteUrl,
    tileUrl: e.TILE_URL,
    geocoderUrl: e.GEOCODER_URL,
    logLevel: e.LOG_LEVEL,
    secure: siteUrl.startsWith('https://'),
  };
}
