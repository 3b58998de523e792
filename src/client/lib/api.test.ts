import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, onSessionEnded, setReauthenticate } from './api';

// The answers a browser would get; the API client's own decisions (ask to sign in again, retry once,
// give up with the first error) are what these tests check.
const refused = () =>
  new Response(
    JSON.stringify({ error: { code: 'unauthorized', message: 'Please sign in as the owner to do that.' } }),
    { status: 401, headers: { 'content-type': 'application/json' } },
  );
const saved = () =>
  new Response(JSON.stringify({ id: 1 }), { status: 200, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let ended: ReturnType<typeof vi.fn<() => void>>;
const cleanups: (() => void)[] = [];

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  ended = vi.fn<() => void>();
  cleanups.push(onSessionEnded(ended));
});

afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  vi.unstubAllGlobals();
});

describe('api', () => {
  it('sends the Idempotency-Key and extra headers, the same on the retry after signing in again', async () => {
    fetchMock.mockResolvedValueOnce(refused()).mockResolvedValueOnce(saved());
    const ask = vi.fn().mockResolvedValue(true);
    cleanups.push(setReauthenticate(ask));

    const answer = await api('/locations', {
      method: 'POST',
      body: { name: 'Zion' },
      idempotencyKey: 'key-1',
      headers: { 'if-match': '"3"' },
    });

    expect(answer).toEqual({ id: 1 });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    for (const [, init] of fetchMock.mock.calls) {
      if (!init) throw new Error('no request options');
      expect(init.headers).toMatchObject({ 'idempotency-key': 'key-1', 'if-match': '"3"' });
      expect(init.body).toBe('{"name":"Zion"}');
    }
    expect(ended).not.toHaveBeenCalled();
  });

  it("asks for the server's messages in the page's language, whatever the browser prefers", async () => {
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
    fetchMock.mockResolvedValueOnce(saved());
    await api('/locations', { method: 'POST', body: { name: 'Zion' } });
    expect(fetchMock.mock.calls[0]![1]!.headers).toMatchObject({ 'accept-language': 'en' });
  });

  it('gives up with the first error, and says the session ended, when the owner does not sign in', async () => {
    fetchMock.mockResolvedValueOnce(refused());
    cleanups.push(setReauthenticate(() => Promise.resolve(false)));

    const failure = api('/locations/1', { method: 'PATCH', body: { notes: 'x' } });

    await expect(failure).rejects.toMatchObject({
      status: 401,
      message: 'Please sign in as the owner to do that.',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('retries a write once only', async () => {
    fetchMock.mockResolvedValueOnce(refused()).mockResolvedValueOnce(refused());
    cleanups.push(setReauthenticate(() => Promise.resolve(true)));

    await expect(api('/locations/1', { method: 'DELETE' })).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks once for writes refused together', async () => {
    fetchMock.mockResolvedValueOnce(refused()).mockResolvedValueOnce(refused());
    fetchMock.mockImplementation(() => Promise.resolve(saved()));
    let signIn: (signedIn: boolean) => void = () => {};
    const ask = vi.fn(() => new Promise<boolean>((resolve) => (signIn = resolve)));
    cleanups.push(setReauthenticate(ask));

    const both = Promise.all([
      api('/locations/1', { method: 'PATCH', body: {} }),
      api('/locations/2', { method: 'PATCH', body: {} }),
    ]);
    await vi.waitFor(() => expect(ask).toHaveBeenCalled());
    signIn(true);

    await expect(both).resolves.toEqual([{ id: 1 }, { id: 1 }]);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('does not ask on a read or a wrong password, but a refused read ends the session in the header', async () => {
    const ask = vi.fn().mockResolvedValue(true);
    cleanups.push(setReauthenticate(ask));

    fetchMock.mockResolvedValueOnce(refused());
    await expect(api('/messages')).rejects.toMatchObject({ status: 401 });
    expect(ended).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(refused());
    await expect(api('/auth/login', { method: 'POST', body: { password: 'wrong' } })).rejects.toMatchObject({
      status: 401,
    });
    expect(ask).not.toHaveBeenCalled();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('names an unreachable server with status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api('/locations', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 0,
      code: 'network',
    });
  });
});
