import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { i18n } from '#client/lib/i18n.ts';

// The browser's part of a passkey ceremony. @simplewebauthn/browser is loaded only when a passkey
// is used (a dynamic import), so that no page grows for visitors.

/** Whether this browser can use passkeys at all (checked without loading the library). */
export const browserSupportsPasskeys = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** The person (or the browser) closed the prompt, or it timed out: nothing happened. */
export class PasskeyCancelled extends Error {}

/** The library's error codes the owner can act on (translated when thrown). */
const MESSAGES: Record<string, string> = {
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED:
    /*i18n*/ 'This device already holds one of your passkeys for this site.',
  ERROR_INVALID_DOMAIN: /*i18n*/ 'Passkeys work only on this site’s own address over HTTPS (or localhost).',
  ERROR_INVALID_RP_ID: /*i18n*/ 'Passkeys work only on this site’s own address over HTTPS (or localhost).',
  ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT:
    /*i18n*/ 'This authenticator cannot keep a passkey. Try another device or your phone.',
  ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT:
    /*i18n*/ 'This authenticator cannot check that it is you (a PIN or fingerprint). Try another one.',
};

/** What the library or the browser threw, in words for the owner (in the page's language). */
function explain(error: unknown): Error {
  if (!(error instanceof Error)) return new Error(i18n._('The passkey could not be used. Please try again.'));
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (error.name === 'NotAllowedError' || error.name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') {
    return new PasskeyCancelled(i18n._('The passkey prompt was closed or timed out. Nothing was changed.'));
  }
  const known = MESSAGES[code];
  return new Error(
    known ? i18n._(known) : i18n._('Your browser could not use a passkey here. Please try again.'),
  );
}

/** navigator.credentials.create() with the server's options; the answer as JSON for the server. */
export async function createPasskey(optionsJSON: PublicKeyCredentialCreationOptionsJSON) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  try {
    return await startRegistration({ optionsJSON });
  } catch (error) {
    throw explain(error);
  }
}

/** navigator.credentials.get() with the server's options; the answer as JSON for the server. */
export async function signWithPasskey(optionsJSON: PublicKeyCredentialRequestOptionsJSON) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    return await startAuthentication({ optionsJSON });
  } catch (error) {
    throw explain(error);
  }
}
