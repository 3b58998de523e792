import { OWNER_HINT_COOKIE } from '#shared/auth.ts';

/**
 * Whether this browser holds the owner's hint cookie (set beside the session on sign-in, readable
 * by scripts where the session is not): the client's own knowledge that the owner is signed in,
 * without a request.
 */
export const hasOwnerHint = (): boolean =>
  document.cookie.split('; ').some((c) => c.startsWith(`${OWNER_HINT_COOKIE}=`));
