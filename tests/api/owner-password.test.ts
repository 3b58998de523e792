import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { ensureOwner, OWNER_ID, setOwnerPassword } from '../../src/server/auth/owner';
import { verifyPassword } from '../../src/server/auth/password';
import { getPasswordHash } from '../../src/server/db/users';
import { createTestApp, ENGINES, OWNER_PASSWORD, type TestApp } from '../helpers/test-app';

// Issue 12, problem 7: OWNER_PASSWORD sets the password only when there is no owner yet, or when
// the start asks for a reset; a password changed in the app survives every other start.

const CHANGED = 'a password chosen in the app';
const base = { DATABASE_URL: 'sqlite::memory:' };

describe('the start settings of issue 12', () => {
  it('reads TRASH_DAYS (30 by default) and OWNER_PASSWORD_RESET (false by default)', () => {
    expect(loadConfig(base)).toMatchObject({ trashDays: 30, ownerPasswordReset: false });
    expect(loadConfig({ ...base, TRASH_DAYS: '7' }).trashDays).toBe(7);
    const reset = loadConfig({ ...base, OWNER_PASSWORD_RESET: 'true', OWNER_PASSWORD: CHANGED });
    expect(reset).toMatchObject({ ownerPasswordReset: true, ownerPassword: CHANGED });
  });

  it.each([
    ['TRASH_DAYS', '0'],
    ['TRASH_DAYS', '3651'],
    ['TRASH_DAYS', '1.5'],
    ['TRASH_DAYS', 'a month'],
    ['OWNER_PASSWORD_RESET', 'maybe'],
  ])('stops at start on a wrong %s (%s), naming it', (name, value) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(`Invalid environment variable ${name}`);
  });

  it('refuses OWNER_PASSWORD_RESET without the new OWNER_PASSWORD', () => {
    expect(() => loadConfig({ ...base, OWNER_PASSWORD_RESET: 'true' })).toThrow(
      'Invalid environment variable OWNER_PASSWORD_RESET: needs OWNER_PASSWORD set to the new password',
    );
  });
});

describe.each(ENGINES)('the owner password at start on $name', ({ name: engine }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(() => t.close());

  const passwordIs = async (password: string) =>
    verifyPassword(password, (await getPasswordHash(t.database.db, OWNER_ID))!);
  const sessions = async () => (await t.database.db.selectFrom('sessions').select('id').execute()).length;

  it('keeps a password changed in the app when OWNER_PASSWORD is set at the next start', async () => {
    const cookie = await t.login();
    const changed = await t.request({
      method: 'PATCH',
      url: '/api/auth/me',
      cookie,
      payload: { currentPassword: OWNER_PASSWORD, newPassword: CHANGED },
    });
    expect(changed.statusCode).toBe(200);
    expect(await ensureOwner(t.database.db, OWNER_PASSWORD)).toEqual({ ignoredOwnerPassword: true });
    expect(await passwordIs(CHANGED)).toBe(true);
    expect(await sessions()).toBe(1);
    expect(await ensureOwner(t.database.db, undefined)).toEqual({});
    expect(await passwordIs(CHANGED)).toBe(true);
  });

  it('OWNER_PASSWORD_RESET replaces it and ends every session', async () => {
    await t.login();
    await t.login();
    expect(await ensureOwner(t.database.db, CHANGED, { reset: true })).toEqual({ reset: true });
    expect(await passwordIs(CHANGED)).toBe(true);
    expect(await sessions()).toBe(0);
  });

  it('a password the policy refuses stops the start and changes nothing', async () => {
    await expect(ensureOwner(t.database.db, 'qwerty123456', { reset: true })).rejects.toThrow(
      'Invalid environment variable OWNER_PASSWORD',
    );
    expect(await passwordIs(OWNER_PASSWORD)).toBe(true);
  });

  it('setOwnerPassword (npm run owner:reset-password) sets it and ends every session', async () => {
    await t.login();
    await setOwnerPassword(t.database.db, CHANGED);
    expect(await passwordIs(CHANGED)).toBe(true);
    expect(await sessions()).toBe(0);
    const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { password: CHANGED } });
    expect(login.statusCode).toBe(204);
  });

  it('the first start sets OWNER_PASSWORD, or generates a password to print once', async () => {
    await t.database.db.deleteFrom('users').execute();
    expect(await ensureOwner(t.database.db, CHANGED)).toEqual({});
    expect(await passwordIs(CHANGED)).toBe(true);
    await t.database.db.deleteFrom('users').execute();
    const { generatedPassword } = await ensureOwner(t.database.db, undefined);
    expect(await passwordIs(generatedPassword!)).toBe(true);
  });
});
