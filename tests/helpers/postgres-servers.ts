import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../e2e/server';

/** A database of its own on a PostgreSQL server, dropped after: `fru_multi_<random>`. */
export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `fru_multi_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The newest PostgreSQL binaries Debian installed (/usr/lib/postgresql/<major>/bin). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = majors.map((major) => join(root, major, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
  if (!bin)
    throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql (apt-get install postgresql)');
  return bin;
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** pg_ctl restart -m fast: every connection is ended, then the server comes back on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the test's own (initdb into a temp folder, its own port), so that a test
 * may restart it without disturbing the shared server other tests use. PostgreSQL refuses to run
 * as root: then the cluster belongs to the `postgres` user.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'fru-pg-'));
  const data = join(dir, 'data');
  const socketDir = join(dir, 'socket');
  mkdirSync(socketDir);
  const asUser: { uid?: number; gid?: number } = {};
  if (process.getuid?.() === 0) {
    asUser.uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    asUser.gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    for (const path of [dir, socketDir]) chownSync(path, asUser.uid, asUser.gid);
  }
  const run = (command: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(join(bin, command), args, { ...asUser, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}:\n${output}`)),
      );
    });
  const port = await freePort();
  const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const log = join(dir, 'postgres.log');
  const pgCtl = async (action: 'start' | 'restart', ...extra: string[]) => {
    try {
      await run('pg_ctl', ['-D', data, '-l', log, '-w', '-o', options, ...extra, action]);
    } catch (error) {
      const tail = existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : '';
      throw new Error(`${(error as Error).message}\n${tail}`);
    }
  };
  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  await pgCtl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => pgCtl('restart', '-m', 'fast'),
    stop: async () => {
      await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
