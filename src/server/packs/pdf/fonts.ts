import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { woffToSfnt } from './woff';

const require = createRequire(import.meta.url);

/**
 * The faces the PDF is set in: the project's @fontsource packages, WOFF unwrapped once (fontkit's WOFF2 subsets break; pdf-lib
 * embeds only the glyphs used). Inter's subsets cover Latin with every accent, Greek, Cyrillic and
 * Vietnamese; Noto Sans Arabic and Hebrew the right-to-left names (fontkit joins the Arabic letters).
 * A character no face has (CJK, Thai, emoji) is printed as REPLACEMENT: nothing ships a face for
 * those scripts, and a CJK face would add megabytes to every file.
 */
const FACE_FILES = [
  ...['latin', 'latin-ext', 'greek', 'cyrillic', 'vietnamese'].map(
    (subset) => (weight: Weight) => `@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`,
  ),
  (weight: Weight) => `@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff`,
  (weight: Weight) => `@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-${weight}-normal.woff`,
];

export type Weight = 400 | 700;
const WEIGHTS: Weight[] = [400, 700];

/**
 * OpenType features left off: pdf-lib sets glyphs without their positions, so kerning and mark
 * placement do nothing but cost, and ligatures would make "fi" one glyph a reader cannot search.
 * The Arabic letters' joining forms (init, medi, fina, rlig) stay on.
 */
const PLAIN = {
  kern: false,
  mark: false,
  mkmk: false,
  curs: false,
  liga: false,
  clig: false,
  calt: false,
  rclt: false,
};

/** What stands for a character no face draws. */
export const REPLACEMENT = '?';

interface FaceFile {
  bytes: Uint8Array;
  whole: boolean;
  has: (codePoint: number) => boolean;
}

let loading: Promise<Map<Weight, FaceFile[]>> | undefined;

/** Every face's bytes and coverage, read once per process (about 600 KB). */
function loadFaceFiles(): Promise<Map<Weight, FaceFile[]>> {
  loading ??= Promise.all(
    WEIGHTS.map(async (weight) => {
      const files = await Promise.all(
        FACE_FILES.map(async (file): Promise<FaceFile> => {
          const bytes = woffToSfnt(await readFile(require.resolve(file(weight))));
          const font = fontkit.create(bytes);
          const covered = new Map<number, boolean>();
          const has = (codePoint: number) => {
            let known = covered.get(codePoint);
            if (known === undefined) {
              known = font.hasGlyphForCodePoint(codePoint);
              covered.set(codePoint, known);
            }
            return known;
          };
          return { bytes, has, whole: file(weight).includes('arabic') };
        }),
      );
      return [weight, files] as const;
    }),
  )
    .then((entries) => new Map(entries))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** A piece of a line set in one face. */
export interface Run {
  font: PDFFont;
  text: string;
}

/** Characters dropped before setting: controls, bidi overrides, variation selectors, joiners. */
const INVISIBLE: readonly [number, number][] = [
  [0x00, 0x08],
  [0x0b, 0x1f],
  [0x7f, 0x9f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
];
const isInvisible = (char: string) => {
  const codePoint = char.codePointAt(0)!;
  return INVISIBLE.some(([from, to]) => codePoint >= from && codePoint <= to);
};

/** Text as the PDF sets it: line ends as \n, tabs as spaces, invisible characters gone. */
export const cleanText = (text: string) =>
  Array.from(text.replace(/\r\n?/g, '\n').replace(/\t/g, '    '))
    .filter((char) => !isInvisible(char))
    .join('');

/** The faces embedded in one document, and the splitting of text into runs by the face that has it. */
export class Faces {
  readonly #files: Map<Weight, FaceFile[]>;
  readonly #embedded = new Map<string, PDFFont>();
  readonly #widths = new Map<string, number>();

  private constructor(files: Map<Weight, FaceFile[]>) {
    this.#files = files;
  }

  /**
   * Embeds the faces `texts` need (Inter Latin always) in `doc`: a trip in Latin script carries
   * two small subsets, not fourteen.
   */
  static async embed(doc: PDFDocument, texts: Iterable<string>): Promise<Faces> {
    doc.registerFontkit(fontkit);
    const faces = new Faces(await loadFaceFiles());
    const needed = new Set<string>(WEIGHTS.map((weight) => `${weight}:0`));
    const seen = new Set<number>();
    for (const text of texts)
      for (const char of text) {
        const codePoint = char.codePointAt(0)!;
        if (seen.has(codePoint)) continue;
        seen.add(codePoint);
        for (const weight of WEIGHTS) {
          const index = faces.#faceIndex(weight, codePoint);
          if (index >= 0) needed.add(`${weight}:${index}`);
        }
      }
    for (const key of needed) {
      const [weight, index] = key.split(':').map(Number) as [Weight, number];
      const file = faces.#files.get(weight)![index]!;
      // fontkit's subset of Noto Sans Arabic draws nothing: that face is embedded whole (about 140 KB).
      const subset = !file.whole;
      faces.#embedded.set(key, await doc.embedFont(file.bytes, { subset, features: PLAIN }));
    }
    return faces;
  }

  #faceIndex(weight: Weight, codePoint: number): number {
    return this.#files.get(weight)!.findIndex((file) => file.has(codePoint));
  }

  #font(weight: Weight, index: number): PDFFont | undefined {
    return this.#embedded.get(`${weight}:${index}`);
  }

  /** `text` (cleaned, one line) as runs: each character in the first face that has it; spaces join the run they are in. */
  runs(text: string, weight: Weight): Run[] {
    const runs: Run[] = [];
    let current: Run | undefined;
    for (const char of text) {
      const codePoint = char.codePointAt(0)!;
      let font: PDFFont | undefined;
      let shown = char;
      if (codePoint === 0x20 && current) font = current.font;
      else {
        const index = this.#faceIndex(weight, codePoint);
        font = index >= 0 ? this.#font(weight, index) : undefined;
        if (!font) {
          shown = REPLACEMENT;
          font = this.#font(weight, 0)!;
        }
      }
      if (current && current.font === font) current.text += shown;
      else {
        current = { font, text: shown };
        runs.push(current);
      }
    }
    return runs;
  }

  /** The width of `text` set at `size`, in points (words are measured once per document). */
  width(text: string, weight: Weight, size: number): number {
    const key = `${weight}:${size}:${text}`;
    let width = this.#widths.get(key);
    if (width === undefined) {
      width = this.runs(text, weight).reduce(
        (sum, run) => sum + run.font.widthOfTextAtSize(run.text, size),
        0,
      );
      if (this.#widths.size > 50_000) this.#widths.clear();
      this.#widths.set(key, width);
    }
    return width;
  }
}
