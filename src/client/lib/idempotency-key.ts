import { useRef } from 'react';

/**
 * A fresh Idempotency-Key. crypto.randomUUID exists only on secure pages (https, localhost);
 * getRandomValues everywhere, so a site tried over plain http on a LAN still sends one.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * The key of one submission of a form: the same for every retry of it (a lost answer retried is
 * answered with the first result, nothing is created twice), a new one once it has succeeded.
 */
export function useIdempotencyKey(): { current: () => string; succeeded: () => void } {
  const key = useRef<string | null>(null);
  return {
    current: () => (key.current ??= newIdempotencyKey()),
    succeeded: () => {
      key.current = null;
    },
  };
}
