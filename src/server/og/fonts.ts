import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { SatoriOptions } from 'satori';

const require = createRequire(import.meta.url);

type Font = SatoriOptions['fonts'][number];

/**
 * The faces the sharing images are set in, from npm packages read at run time (satori reads WOFF,
 * not WOFF2). Inter covers Latin, Greek, Cyrillic and Vietnamese; Noto Sans Arabic and Hebrew the
 * right-to-left names. Satori looks a missing glyph up in the other faces of the list.
 */
const FACES: { name: string; file: (weight: 400 | 700) => string }[] = [
  ...['latin', 'latin-ext', 'greek', 'cyrillic', 'vietnamese'].map((subset) => ({
    name: 'Inter',
    file: (weight: number) => `@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`,
  })),
  {
    name: 'Noto Sans Arabic',
    file: (weight) => `@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff`,
  },
  {
    name: 'Noto Sans Hebrew',
    file: (weight) => `@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-${weight}-normal.woff`,
  },
];

const WEIGHTS = [400, 700] as const;

let loading: Promise<Font[]> | undefined;

/** Every face, read once per process (about 1 MB). */
export function loadFonts(): Promise<Font[]> {
  loading ??= Promise.all(
    FACES.flatMap((face) =>
      WEIGHTS.map(async (weight): Promise<Font> => {
        const data = await readFile(require.resolve(face.file(weight)));
        return { name: face.name, data, weight, style: 'normal' };
      }),
    ),
  ).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Twemoji's file name of an emoji: its code points in hex, joined by dashes, without the
 * variation selector FE0F unless the emoji is a ZWJ sequence (Twemoji's own rule, in its parser).
 */
export function twemojiName(emoji: string): string {
  const points = [...emoji].map((char) => char.codePointAt(0)!.toString(16));
  const kept = emoji.includes('\u200d') ? points : points.filter((point) => point !== 'fe0f');
  return kept.join('-');
}

const TWEMOJI_NAME = /^[0-9a-f]{1,6}(-[0-9a-f]{1,6}){0,15}$/;
const emojiCache = new Map<string, string>();
const EMOJI_CACHE_MAX = 500;

/** An emoji as a Twemoji SVG data URL, read from the @twemoji/svg package; '' when it has none. */
async function emojiImage(segment: string): Promise<string> {
  const name = twemojiName(segment);
  const cached = emojiCache.get(name);
  if (cached !== undefined) return cached;
  let url = '';
  // The name only ever holds hex digits and dashes, so it stays inside the package's folder.
  if (TWEMOJI_NAME.test(name)) {
    try {
      const svg = await readFile(require.resolve(`@twemoji/svg/${name}.svg`));
      url = `data:image/svg+xml;base64,${svg.toString('base64')}`;
    } catch {
      // An emoji Twemoji does not draw: left out rather than failing the image.
    }
  }
  if (emojiCache.size >= EMOJI_CACHE_MAX) emojiCache.clear();
  emojiCache.set(name, url);
  return url;
}

/**
 * Satori's hook for what the fonts lack: emoji become Twemoji images; other scripts (CJK, Thai…)
 * have no face here and are left as they are (satori draws nothing for a glyph no face has).
 */
export const loadAdditionalAsset: NonNullable<SatoriOptions['loadAdditionalAsset']> = async (
  languageCode,
  segment,
) => (languageCode === 'emoji' ? emojiImage(segment) : []);
