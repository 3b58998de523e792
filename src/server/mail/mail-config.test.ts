import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

const base = { DATABASE_URL: 'sqlite::memory:' };
const good = {
  SMTP_URL: 'smtp://user:secret@mail.example.com:587',
  MAIL_FROM: 'Fru World <hello@example.com>',
};

describe('the mail settings', () => {
  it('are absent without SMTP_URL: no email is sent', () => {
    expect(loadConfig(base).mail).toBeUndefined();
  });

  it('read SMTP_URL, MAIL_FROM and the rate (60 a minute unless said)', () => {
    expect(loadConfig({ ...base, ...good }).mail).toEqual({
      smtpUrl: good.SMTP_URL,
      from: good.MAIL_FROM,
      ratePerMinute: 60,
    });
    expect(loadConfig({ ...base, ...good, MAIL_RATE_PER_MINUTE: '600' }).mail?.ratePerMinute).toBe(600);
  });

  it.each([
    ['SMTP_URL', { SMTP_URL: 'mail.example.com:25', MAIL_FROM: good.MAIL_FROM }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example.com', MAIL_FROM: good.MAIL_FROM }],
    ['MAIL_FROM', { SMTP_URL: good.SMTP_URL }],
    ['MAIL_FROM', { ...good, MAIL_FROM: 'Fru World <hello@example.com>\r\nBcc: thief@evil.example' }],
    ['MAIL_FROM', { ...good, MAIL_FROM: 'not an address' }],
    ['MAIL_FROM', { ...good, MAIL_FROM: 'a@example.com, b@example.com' }],
    ['MAIL_RATE_PER_MINUTE', { ...good, MAIL_RATE_PER_MINUTE: '0' }],
    ['MAIL_RATE_PER_MINUTE', { ...good, MAIL_RATE_PER_MINUTE: 'fast' }],
  ])('stop the start on a wrong %s, naming it', (name, env) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(`Invalid environment variable ${name}`);
  });
});
