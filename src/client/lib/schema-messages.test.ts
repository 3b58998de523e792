import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { issuesToFields } from '#shared/field-errors.ts';
import { MessageSchema, SuggestionSchema, WaitlistSchema } from '#shared/forms-schema.ts';
import { LocationCreateSchema, LocationPatchSchema } from '#shared/location-schema.ts';
import { PasskeyNameSchema, RemovePasskeySchema } from '#shared/passkey-schema.ts';
import { LoginSchema, ProfileUpdateSchema } from '#shared/auth-schema.ts';

// A Spanish page (its language is its URL's), with a catalogue of a few compiled messages.
vi.stubGlobal('window', { location: { pathname: '/es/contact' } });
vi.mock('../locales/es.ts', () => ({
  messages: {
    'Message is at most {max} characters': ['El mensaje tiene como máximo ', ['max'], ' caracteres'],
    'Enter a valid email address': ['Introduce una dirección de correo válida'],
    'Must be an absolute http(s) link': ['Debe ser un enlace http(s) absoluto'],
    'Photo link “{link}” was refused: {message}': [
      'Se rechazó el enlace de foto «',
      ['link'],
      '»: ',
      ['message'],
    ],
  },
}));

const { addCatalogues, formMessage, loadCatalogue } = await import('./i18n');
const { listedMessage } = await import('./schema-messages');
const { Field } = await import('#client/components/ui/field.tsx');

const fieldsOf = (result: { success: boolean; error?: { issues: readonly unknown[] } }) =>
  issuesToFields((result.error?.issues ?? []) as Parameters<typeof issuesToFields>[0]);

beforeAll(() => {
  // As main.tsx lists the app's catalogues.
  addCatalogues({ './es.ts': () => import('../locales/es.ts') });
  return loadCatalogue();
});

describe('formMessage on a page with a catalogue', () => {
  const contact = { name: 'Ana', email: 'ana@example.com', type: 'general', subject: 'Hi' };

  it('shows a schema error with a value in the page’s language, its number written the page’s way', () => {
    const { message } = fieldsOf(MessageSchema.safeParse({ ...contact, message: 'x'.repeat(5001) }));
    expect(message).toBe('Message is at most 5,000 characters');
    const html = renderToStaticMarkup(
      createElement(Field, { id: 'contact-message', label: 'Mensaje', error: message, children: 'input' }),
    );
    expect(html).toContain('El mensaje tiene como máximo 5000 caracteres');
  });

  it('translates a plain schema error, and one inside a message naming a link', () => {
    const { email } = fieldsOf(WaitlistSchema.safeParse({ email: 'not an address' }));
    expect(formMessage(email ?? '')).toBe('Introduce una dirección de correo válida');
    expect(formMessage('Photo link “ftp://x” was refused: Must be an absolute http(s) link')).toBe(
      'Se rechazó el enlace de foto «ftp://x»: Debe ser un enlace http(s) absoluto',
    );
  });

  it('leaves any other text as it is (the server’s own messages come in the page’s language)', () => {
    expect(formMessage('Demasiadas solicitudes.')).toBe('Demasiadas solicitudes.');
  });
});

describe('the listed messages', () => {
  const listed = (fields: Record<string, string>) =>
    Object.values(fields).filter((message) => !listedMessage(message));

  it('hold every error the visitors’ forms can show', () => {
    const long = 'x'.repeat(6000);
    expect(
      listed(fieldsOf(MessageSchema.safeParse({ name: '', email: '', subject: '', message: '' }))),
    ).toEqual([]);
    expect(
      listed(
        fieldsOf(
          MessageSchema.safeParse({
            name: long,
            email: `${long}@x.io`,
            type: 'x',
            subject: long,
            message: long,
          }),
        ),
      ),
    ).toEqual([]);
    expect(listed(fieldsOf(MessageSchema.safeParse({ name: 'a\u0000' })))).toEqual([]);
    expect(listed(fieldsOf(WaitlistSchema.safeParse({ email: 'x', website: long })))).toEqual([]);
    expect(listed(fieldsOf(SuggestionSchema.safeParse({ placeName: '' })))).toEqual([]);
    expect(
      listed(
        fieldsOf(SuggestionSchema.safeParse({ placeName: long, location: long, reason: long, name: long })),
      ),
    ).toEqual([]);
  });

  it('hold every error the place forms can show', () => {
    const long = 'x'.repeat(20_000);
    const place = {
      name: long,
      latitude: 91,
      longitude: 181,
      type: 'Not a slug',
      category: long,
      address: long,
      state: long,
      country: long,
      status: 'gone',
      notes: long,
      photos: ['ftp://x', `https://x.io/${long}`],
      photoText: { a: { caption: long, alt: long } },
      youtubeUrls: ['nope'],
      visitedAt: '2026-02-30',
      tags: ['', long],
      privateNotes: long,
    };
    expect(listed(fieldsOf(LocationCreateSchema.safeParse(place)))).toEqual([]);
    expect(
      listed(
        fieldsOf(
          LocationPatchSchema.safeParse({
            name: '',
            type: '',
            latitude: 'x',
            longitude: 'x',
            visitedAt: '1 May',
            photos: Array.from({ length: 51 }, () => 'https://x.io/a.jpg'),
            youtubeUrls: Array.from({ length: 21 }, () => 'https://x.io/v'),
            tags: Array.from({ length: 21 }, (_, i) => `t${i}`),
          }),
        ),
      ),
    ).toEqual([]);
    expect(listed(fieldsOf(LocationPatchSchema.safeParse({ type: 'x'.repeat(51) })))).toEqual([]);
  });

  it('hold the errors of the owner’s passkey and password dialogs', () => {
    expect(listed(fieldsOf(PasskeyNameSchema.safeParse('')))).toEqual([]);
    expect(listed(fieldsOf(PasskeyNameSchema.safeParse('x'.repeat(500))))).toEqual([]);
    expect(listed(fieldsOf(RemovePasskeySchema.safeParse({ password: '' })))).toEqual([]);
    expect(listed(fieldsOf(LoginSchema.safeParse({ password: 'x'.repeat(1001) })))).toEqual([]);
    expect(
      listed(
        fieldsOf(
          ProfileUpdateSchema.safeParse({ name: '', email: 'x', avatar: 'ftp://x', newPassword: 'short' }),
        ),
      ),
    ).toEqual([]);
  });
});
