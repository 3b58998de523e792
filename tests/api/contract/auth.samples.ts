import type { authApi } from '../../../src/shared/api/auth';
import type { PasskeyList } from '../../../src/shared/passkey-schema';
import { SoftwareAuthenticator } from '../../helpers/software-authenticator';
import { ORIGIN, OWNER_PASSWORD } from '../../helpers/test-app';
import type { PartSamples, World } from './samples';

const authenticator = new SoftwareAuthenticator(ORIGIN);

/** The cookies an answer set, as a browser would send them back (a passkey challenge's). */
const cookiesOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');

/** WebAuthn options and the challenge cookie that goes with them, as the browser gets them. */
async function passkeyOptions({ t, cookie }: World, url: string) {
  const response = await t.request({ method: 'POST', url, cookie, payload: {} });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return {
    options: response.json<{ challenge: string; user: { id: string } }>(),
    cookies: cookiesOf(response),
  };
}

/** What the browser sends to add a new passkey of the software authenticator. */
async function newPasskey(world: World) {
  const { options, cookies } = await passkeyOptions(world, '/api/auth/passkeys/options');
  return { body: { name: 'Contract test key', response: authenticator.register(options) }, cookies };
}

/** A passkey on the owner's account (added through the API); the second factor turns on with it. */
async function addedPasskey(world: World): Promise<number> {
  const { body, cookies } = await newPasskey(world);
  const response = await world.t.request({
    method: 'POST',
    url: '/api/auth/passkeys',
    cookie: `${world.cookie}; ${cookies}`,
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`add passkey: ${response.statusCode} ${response.body}`);
  return response.json<PasskeyList>().passkeys.at(-1)!.id;
}

/** A right password alone signs in again (a passkey sample may have turned the second factor on). */
const passwordAlone = (world: World) =>
  world.owner('PATCH', '/api/auth/passkeys', { requirePasskey: false, password: OWNER_PASSWORD });

export const authSamples: PartSamples<typeof authApi> = {
  login: {
    good: async (world) => {
      await passwordAlone(world);
      return { body: { password: OWNER_PASSWORD } };
    },
    bad: () => ({ body: { password: '' } }),
  },
  logout: {
    // A session of its own: ending the world's would sign every later sample out.
    good: async (world) => {
      await passwordAlone(world);
      return { session: await world.t.login() };
    },
  },
  me: { good: () => ({}) },
  updateMe: {
    good: () => ({ body: { name: 'Fru' } }),
    bad: () => ({ body: { email: 'not an address' } }),
  },
  passkeys: { good: () => ({}) },
  passkeyOptions: {
    good: () => ({ body: {} }),
    bad: () => ({ body: { purpose: 'other' } }),
  },
  addPasskey: {
    good: (world) => newPasskey(world),
    bad: () => ({ body: { name: '', response: {} } }),
  },
  removePasskey: {
    good: async (world) => ({
      params: { id: await addedPasskey(world) },
      body: { password: OWNER_PASSWORD },
    }),
    bad: () => ({ params: { id: 'first' }, body: { password: OWNER_PASSWORD } }),
  },
  passkeySettings: {
    good: () => ({ body: { requirePasskey: false, password: OWNER_PASSWORD } }),
    bad: () => ({ body: { requirePasskey: 'yes' } }),
  },
  passkeyLoginOptions: {
    good: () => ({}),
    bad: () => ({ body: { purpose: 'other' } }),
  },
  passkeyLogin: {
    good: async (world) => {
      await addedPasskey(world);
      const { options, cookies } = await passkeyOptions(world, '/api/auth/passkey-login/options');
      return { body: { response: authenticator.authenticate(options) }, cookies };
    },
    bad: () => ({ body: { response: {} } }),
  },
};
