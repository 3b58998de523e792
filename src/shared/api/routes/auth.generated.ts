// Generated from src/shared/api/ by `npm run api:generate`; a test fails when it is stale. Do not edit.
import type { RoutesOf } from '../define';
import type { API } from '../index';

/** The routes of the API's `auth` part: what `call` and `routeUrl` take. */
export const authRoutes: RoutesOf<typeof API>['auth'] = {
  login: { method: 'POST', path: '/api/auth/login' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  me: { method: 'GET', path: '/api/auth/me' },
  updateMe: { method: 'PATCH', path: '/api/auth/me' },
  passkeys: { method: 'GET', path: '/api/auth/passkeys' },
  passkeyOptions: { method: 'POST', path: '/api/auth/passkeys/options' },
  addPasskey: { method: 'POST', path: '/api/auth/passkeys' },
  removePasskey: { method: 'DELETE', path: '/api/auth/passkeys/:id' },
  passkeySettings: { method: 'PATCH', path: '/api/auth/passkeys' },
  passkeyLoginOptions: { method: 'POST', path: '/api/auth/passkey-login/options' },
  passkeyLogin: { method: 'POST', path: '/api/auth/passkey-login' },
};
