import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENTS, ANALYTICS_RAW_DAYS_DEFAULT, DEVICE_CLASSES } from '#shared/analytics/analytics.ts';
import { PRIVACY_DEFAULT } from './privacy';
import { COUNTED_EVENT_WORDS, WHAT_I_COUNT_HEADING } from './privacy-analytics';

const body = PRIVACY_DEFAULT.body;
const section = body.slice(body.indexOf(`## ${WHAT_I_COUNT_HEADING}`));

describe('the privacy page says what the analytics count', () => {
  it('adds What I Count after the spec’s text, which ends as the spec wrote it', () => {
    const headings = [...body.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings.at(-2)).toBe('Changes to This Policy');
    expect(headings.at(-1)).toBe(WHAT_I_COUNT_HEADING);
  });

  it('names page views and every event the beacon sends', () => {
    expect(section).toContain('**Page views:**');
    for (const event of ANALYTICS_EVENTS.filter((e) => e !== 'pageview'))
      expect(section).toContain(COUNTED_EVENT_WORDS[event]);
  });

  it('names every dimension counted, each device class, the daily hash, the cookies, the retention (ANALYTICS_RAW_DAYS) and GPC', () => {
    for (const words of [
      'the path of the page',
      'the referring site',
      'campaign tags',
      'the browser family',
      'the country',
      'daily visitor hash',
      'deleted after 48 hours',
      "none, except the owner's sign-in session",
      `raw events are kept for ${ANALYTICS_RAW_DAYS_DEFAULT} days`,
      'only daily totals are kept',
      'Global Privacy Control (Sec-GPC), nothing is counted',
    ])
      expect(section).toContain(words);
    for (const device of DEVICE_CLASSES.filter((c) => c !== 'other')) expect(section).toContain(device);
  });

  it('says nowhere else on the page that analytics use cookies or a third party', () => {
    const cookies = body.slice(body.indexOf('## Cookies'), body.indexOf('## Third-Party Services'));
    expect(cookies).toContain('sets no cookie on its visitors');
    expect(cookies).not.toMatch(/analytics may use cookies/i);
    const thirdParty = body.slice(
      body.indexOf('## Third-Party Services'),
      body.indexOf("## Children's Privacy"),
    );
    expect(thirdParty).toContain('no analytics company receives anything');
  });
});
