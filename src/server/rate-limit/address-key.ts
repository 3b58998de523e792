import { createHmac, randomBytes } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { isDatabaseUnavailable } from '../db/unavailable';
import { SaltStore, utcDay } from '../analytics/visitor-hash';

/** An IPv6 host is given a /64 and picks its interface id at will: it is limited as its network. */
const IPV6_NETWORK_GROUPS = 4;

/** The eight groups of an IPv6 address, in full and lower case; undefined when it is not one. */
function ipv6Groups(address: string): string[] | undefined {
  const bare = address.split('%')[0] ?? '';
  if (!isIPv6(bare)) return undefined;
  let text = bare.toLowerCase();
  // A trailing IPv4 (::ffff:192.0.2.1) is two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const before = head ? head.split(':') : [];
  const after = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - before.length - after.length).fill('0');
  return [...before, ...zeros, ...after].map((group) => group.replace(/^0+(?=.)/, ''));
}

/**
 * What a client address is limited as: an IPv4 address itself (an IPv4-mapped IPv6 one too), an
 * IPv6 address's /64, so that one host cannot dodge a limit by rotating its interface id.
 */
export function addressBlock(address: string): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 6).join(':') === '0:0:0:0:0:ffff') {
    const [high = 0, low = 0] = groups.slice(6).map((group) => parseInt(group, 16));
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups.slice(0, IPV6_NETWORK_GROUPS).join(':')}::/64`;
}

/** A day's start, in milliseconds: a salt is kept until two days after it (48 hours at most). */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);
const SALT_KEPT_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * The salt of each UTC day in Redis (`<prefix>rate-limit-salt:<day>`), for instances that count
 * their limits there: the first instance sets it (SET NX), every other one reads that same value,
 * and Redis deletes it two days after its day began.
 */
class RedisSalts {
  private readonly cached = new Map<string, string>();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async saltOf(day: string): Promise<string> {
    const known = this.cached.get(day);
    if (known) return known;
    const key = `${this.prefix}rate-limit-salt:${day}`;
    const keptMs = Math.max(1, dayStart(day) + SALT_KEPT_MS - Date.now());
    await this.redis.set(key, randomBytes(32).toString('base64url'), 'PX', keptMs, 'NX');
    const salt = await this.redis.get(key);
    if (!salt) throw new Error(`the rate limits' salt of ${day} is missing from Redis`);
    this.cached.clear();
    this.cached.set(day, salt);
    return salt;
  }
}

/**
 * The key a client address counts under in a rate limit: an HMAC of its block keyed with a salt of
 * the day, so the limiter's store (the database's rate_limits, or Redis) never holds an address, and
 * once the salt is deleted nobody can tell whose key it was. The salt is shared where the limits
 * count, so a limit still holds across instances: in Redis when the limits count there, otherwise
 * the analytics salt of the database (analytics_salts). A limit starts again at UTC midnight with
 * the new salt. While neither can give it, a secret of this process's own (never stored) keys the
 * address: the limits then hold per instance, as the limiter's own last fallback does.
 */
export class AddressKeys {
  private readonly salts: SaltStore;
  private readonly redisSalts: RedisSalts | undefined;
  private readonly fallback = randomBytes(32).toString('base64url');

  constructor(
    db: Kysely<DB>,
    redis: { client: Redis; prefix: string } | undefined,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.salts = new SaltStore(db);
    this.redisSalts = redis && new RedisSalts(redis.client, redis.prefix);
  }

  async keyOf(address: string): Promise<string> {
    const salt = await this.saltOf(utcDay(this.now()));
    return createHmac('sha256', salt)
      .update(`rate-limit\u0000${addressBlock(address)}`)
      .digest('base64url');
  }

  private async saltOf(day: string): Promise<string> {
    if (this.redisSalts) {
      // Redis away (the limits count in the database meanwhile): the database's salt.
      const salt = await this.redisSalts.saltOf(day).catch(() => undefined);
      if (salt) return salt;
    }
    return this.salts.saltOf(day).catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) return this.fallback;
      throw error;
    });
  }
}
