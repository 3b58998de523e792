import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api.ts';
import { formFailure } from './form-failure';

describe('formFailure', () => {
  it('asks to check the highlighted fields when every refused field is shown', () => {
    const error = new ApiError(400, 'Some fields are not valid.', 'invalid_input', {
      email: 'Enter a valid email address',
    });
    expect(formFailure(error, ['name', 'email'])).toEqual({
      fields: { email: 'Enter a valid email address' },
      message: 'Please check the highlighted fields.',
    });
  });

  it('says a message for a field the form does not show', () => {
    const error = new ApiError(400, 'Some fields are not valid.', 'invalid_input', {
      email: 'Enter a valid email address',
      extra: 'Unknown field "extra"',
    });
    expect(formFailure(error, ['email'])).toEqual({
      fields: { email: 'Enter a valid email address' },
      message: 'Unknown field "extra"',
    });
  });

  it('keeps what was typed on too many requests, and words network and other trouble plainly', () => {
    expect(formFailure(new ApiError(429, 'Too many requests.', 'rate_limited'), ['email']).message).toBe(
      'Too many requests. What you typed is still here.',
    );
    expect(formFailure(new ApiError(0, 'Could not reach the server.', 'network'), []).message).toBe(
      'Could not reach the server.',
    );
    expect(formFailure(new ApiError(500, 'Something went wrong.'), []).message).toBe('Something went wrong.');
    expect(formFailure(new Error('boom'), [])).toEqual({
      fields: {},
      message: 'Something went wrong. Please try again.',
    });
  });
});
