// Sets a new owner password in the database DATABASE_URL names, ends every session, and turns the
// passkey second factor off (the way back in when the passkey is lost).
//   npm run owner:reset-password                     → asks for it twice, without showing it
//   OWNER_PASSWORD='…' npm run owner:reset-password  → takes it from the environment
// Safe while the server runs: the next sign-in uses the new password.
import { Writable } from 'node:stream';
import { createInterface } from 'node:readline/promises';
import { ConfigError, loadConfig } from '../src/server/config';
import { migrateToLatest, openDatabase } from '../src/server/db/index';
import { setOwnerPassword } from '../src/server/auth/owner';
import { passwordProblem } from '../src/server/auth/password-policy';

/** Reads a line from the terminal without echoing what is typed. */
async function askHidden(question: string): Promise<string> {
  let muted = false;
  // readline echoes the typed characters to its output: this one drops them while muted.
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding);
      done();
    },
  });
  const terminal = createInterface({ input: process.stdin, output, terminal: true });
  try {
    process.stdout.write(question);
    muted = true;
    return await terminal.question('');
  } finally {
    muted = false;
    process.stdout.write('\n');
    terminal.close();
  }
}

async function newPassword(): Promise<string> {
  const fromEnvironment = process.env.OWNER_PASSWORD;
  if (fromEnvironment) return fromEnvironment;
  if (!process.stdin.isTTY)
    throw new ConfigError('Set OWNER_PASSWORD, or run this in a terminal to type it.');
  const first = await askHidden('New owner password: ');
  const again = await askHidden('The same again: ');
  if (first !== again) throw new ConfigError('The two passwords differ; nothing was changed.');
  return first;
}

try {
  const config = loadConfig();
  const password = await newPassword();
  const problem = passwordProblem(password);
  if (problem) throw new ConfigError(`${problem}; nothing was changed.`);
  const database = await openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database.db);
    await setOwnerPassword(database.db, password);
  } finally {
    await database.close();
  }
  console.log(
    'The owner password is set; every session has ended and a password alone signs in again (the passkey second factor is off until you turn it back on in Profile Settings).',
  );
} catch (error) {
  console.error(
    error instanceof ConfigError ? error.message : `Could not reset the password: ${String(error)}`,
  );
  process.exit(1);
}
