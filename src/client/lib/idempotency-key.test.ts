import { webcrypto } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

const SERVER_ACCEPTS = /^[\x21-\x7e]{1,200}$/;

describe('idempotency keys', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are fresh each time, in the printable characters the server accepts', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(SERVER_ACCEPTS);
  });

  it('are made without randomUUID on a page that is not a secure context', () => {
    vi.stubGlobal('crypto', { getRandomValues: webcrypto.getRandomValues.bind(webcrypto) });
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
