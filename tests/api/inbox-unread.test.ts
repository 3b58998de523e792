import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshAddress } from '../helpers/forms';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

describe.each(ENGINES)('the inbox’s unread count on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
  });
  afterEach(() => t.close());

  const send = async (kind: 'messages' | 'suggestions', payload: object) => {
    const response = await t.request({
      method: 'POST',
      url: `/api/${kind}`,
      payload,
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(201);
    return (response.json() as { id: string }).id;
  };
  const unread = async () => {
    const response = await t.request({ method: 'GET', url: '/api/inbox/unread', cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json() as { messages: number; suggestions: number; total: number };
  };

  it('counts unread messages and suggestions, not subscribers, and follows read, unread and delete', async () => {
    expect(await unread()).toEqual({ messages: 0, suggestions: 0, total: 0 });
    const message = await send('messages', {
      name: 'Ana Souza',
      email: 'ana@example.com',
      type: 'suggestion',
      subject: 'Jericoacoara',
      message: 'The dunes at sunset are unreal.',
      website: '',
    });
    const first = await send('suggestions', { placeName: 'Plitvice Lakes', website: '' });
    await send('suggestions', { placeName: 'Mont Saint-Michel', website: '' });
    const joined = await t.request({
      method: 'POST',
      url: '/api/waitlist',
      payload: { email: 'reader@example.com', website: '' },
      remoteAddress: freshAddress(),
    });
    expect(joined.statusCode).toBeLessThan(300);
    expect(await unread()).toEqual({ messages: 1, suggestions: 2, total: 3 });

    const mark = (kind: string, id: string, read: boolean) =>
      t.request({ method: 'PATCH', url: `/api/${kind}/${id}`, cookie, payload: { read } });
    expect((await mark('suggestions', first, true)).statusCode).toBe(204);
    expect((await mark('messages', message, true)).statusCode).toBe(204);
    expect(await unread()).toEqual({ messages: 0, suggestions: 1, total: 1 });
    expect((await mark('messages', message, false)).statusCode).toBe(204);
    expect(await unread()).toEqual({ messages: 1, suggestions: 1, total: 2 });
    expect((await t.request({ method: 'DELETE', url: `/api/messages/${message}`, cookie })).statusCode).toBe(
      204,
    );
    expect(await unread()).toEqual({ messages: 0, suggestions: 1, total: 1 });
  });

  it('is the owner’s alone: a visitor learns no count', async () => {
    await send('suggestions', { placeName: 'Plitvice Lakes', website: '' });
    const response = await t.request({ method: 'GET', url: '/api/inbox/unread' });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toMatch(/suggestions|\d/);
  });
});
