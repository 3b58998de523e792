import { describe, expect, it } from 'vitest';
import { issuesToFields } from './field-errors';
import { z } from './zod';

const failedFields = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected the parse to fail');
  return issuesToFields(parsed.error.issues);
};

describe('issuesToFields', () => {
  it('keys each message by its path joined with dots', () => {
    const schema = z.object({
      photos: z.array(z.url('Must be a link')),
      name: z.string().min(1, 'Name is required'),
    });
    expect(failedFields(schema, { photos: ['https://a.example/x.jpg', 'nope'], name: '' })).toEqual({
      'photos.1': 'Must be a link',
      name: 'Name is required',
    });
  });

  it('keeps the first message when one path fails twice', () => {
    const schema = z.object({
      name: z
        .string()
        .min(3, 'Too short')
        .regex(/^[a-z]+$/, 'Letters only'),
    });
    expect(failedFields(schema, { name: '1' })).toEqual({ name: 'Too short' });
  });

  it('keys an issue on the whole value as body', () => {
    const schema = z
      .object({ from: z.number(), to: z.number() })
      .refine((value) => value.from <= value.to, 'From comes before to');
    expect(failedFields(schema, { from: 2, to: 1 })).toEqual({ body: 'From comes before to' });
    expect(failedFields(z.object({}), 'text')).toEqual({ body: expect.any(String) });
  });

  it('names unknown keys one by one at their own path', () => {
    const schema = z.strictObject({ name: z.string(), links: z.array(z.strictObject({ url: z.string() })) });
    expect(failedFields(schema, { name: 'x', links: [{ url: 'u', title: 't' }], extra: 1, more: 2 })).toEqual(
      {
        'links.0.title': 'Unknown field "title"',
        extra: 'Unknown field "extra"',
        more: 'Unknown field "more"',
      },
    );
  });

  it('does not let an unknown key replace a message already given for that path', () => {
    expect(
      issuesToFields([
        { code: 'custom', path: ['extra'], message: 'First', input: undefined },
        { code: 'unrecognized_keys', path: [], keys: ['extra'], message: 'Unrecognized key', input: {} },
      ]),
    ).toEqual({ extra: 'First' });
  });

  it('answers an empty record for no issues', () => {
    expect(issuesToFields([])).toEqual({});
  });
});
