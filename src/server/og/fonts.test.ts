import { describe, expect, it } from 'vitest';
import { readsRightToLeft } from './cards';
import { loadAdditionalAsset, twemojiName } from './fonts';

describe('text the sharing images draw', () => {
  it("names emoji as Twemoji's files do", () => {
    expect(twemojiName('🏖️')).toBe('1f3d6');
    expect(twemojiName('👨‍👩‍👧')).toBe('1f468-200d-1f469-200d-1f467');
    expect(twemojiName('🇫🇷')).toBe('1f1eb-1f1f7');
  });

  it('finds an emoji image in the package, and nothing for what is no emoji file', async () => {
    expect(await loadAdditionalAsset('emoji', '🏖️')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await loadAdditionalAsset('emoji', '../../package.json')).toBe('');
    expect(await loadAdditionalAsset('ja-JP', '東京')).toEqual([]);
  });

  it('reads a text right to left when its first letter is Hebrew or Arabic', () => {
    expect(readsRightToLeft('הכותל המערבי')).toBe(true);
    expect(readsRightToLeft('« مسجد » Abu Dhabi')).toBe(true);
    expect(readsRightToLeft('Abu Dhabi مسجد')).toBe(false);
    expect(readsRightToLeft('12 🏖️')).toBe(false);
  });
});
