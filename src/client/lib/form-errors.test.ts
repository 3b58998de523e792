import { describe, expect, it } from 'vitest';
import { issuesToFields } from '#shared/field-errors.ts';
import { MessageSchema } from '#shared/forms-schema.ts';
import { toFormErrors } from './form-errors';

describe('toFormErrors', () => {
  it('puts each message on the field its path starts with, and the rest aside in order', () => {
    expect(
      toFormErrors(
        {
          email: 'Enter a valid email address',
          body: 'Whole body',
          'name.0': 'Too long',
          extra: 'Unknown field "extra"',
        },
        { fields: ['name', 'email'] },
      ),
    ).toEqual({
      errors: { email: 'Enter a valid email address', name: 'Too long' },
      other: ['Whole body', 'Unknown field "extra"'],
    });
  });

  it('keeps the first message for a field several paths land on', () => {
    expect(
      toFormErrors({ 'tags.1': 'Said first', 'tags.0': 'Said second' }, { fields: ['tags'] }).errors,
    ).toEqual({
      tags: 'Said first',
    });
  });

  it('shows a moved key under its field, with the item it names', () => {
    const shape = {
      fields: ['title'] as const,
      moved: {
        links: (message: string, index: number | undefined) => ({
          field: 'url' as const,
          message: `${index}: ${message}`,
        }),
      },
    };
    expect(toFormErrors({ 'links.2': 'Refused', title: 'Required' }, shape).errors).toEqual({
      url: '2: Refused',
      title: 'Required',
    });
    expect(toFormErrors({ links: 'Too many' }, shape).errors).toEqual({ url: 'undefined: Too many' });
  });

  it('never takes a key of Object.prototype for a form field', () => {
    expect(
      toFormErrors({ constructor: 'Unknown field "constructor"' }, { fields: ['name'], moved: {} }),
    ).toEqual({
      errors: {},
      other: ['Unknown field "constructor"'],
    });
  });

  it('reads a local parse the same as the server answer', () => {
    const parsed = MessageSchema.safeParse({
      name: '',
      email: 'nope',
      type: 'general',
      subject: 'Hi',
      message: 'x',
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(
      toFormErrors(issuesToFields(parsed.error.issues), { fields: ['name', 'email', 'subject'] }),
    ).toEqual({
      errors: { name: 'Name is required', email: 'Enter a valid email address' },
      other: [],
    });
  });
});
