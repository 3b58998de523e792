import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN } from '#shared/auth.ts';

// zxcvbn's list of the ~49,000 most common passwords, shipped with the app (no network needed).
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common;
}

/** Why a password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN) return `The password needs at least ${PASSWORD_MIN} characters`;
  if (commonPasswords().has(password.toLowerCase()))
    return 'This password is among the most common ones; choose another';
  return undefined;
}
