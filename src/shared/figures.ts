/**
 * The figures of the marketing copy ("1,500+ destinations, 306 UNESCO sites, 50+ countries"), true
 * to the data. A text names a figure as `{places}`, or `{places|1,500+}` with the spec's words at
 * that spot: those words show while the site shows the spec's demo (the figures' source in the
 * site settings), the figure from the places otherwise, or the owner's own when they pin one.
 */
export const FIGURE_KEYS = ['places', 'countries', 'unesco', 'parks', 'videos', 'miles'] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];

/** Each figure as a visitor reads it; null: the text's own words (the spec's demo) stand. */
export type Figures = Record<FigureKey, string | null>;

/** The spec's words for each figure, where a text names it without words of its own. */
export const SPEC_FIGURES: Record<FigureKey, string> = {
  places: '1,500+',
  countries: '50+',
  unesco: '306',
  parks: '50+',
  videos: '100+',
  miles: '50k+',
};

const TOKEN = new RegExp(`\\{(${FIGURE_KEYS.join('|')})(?:\\|([^{}]*))?\\}`, 'g');

/** The text with each `{figure}` or `{figure|words}` filled in. */
export function fillFigures(text: string, figures: Figures | undefined): string {
  if (!text.includes('{')) return text;
  return text.replace(TOKEN, (_match, key: FigureKey, words: string | undefined) => {
    return figures?.[key] ?? words ?? SPEC_FIGURES[key];
  });
}

/**
 * A text as a catalogue's message: each `{figure|words}` as `{figure}` (Lingui's message format
 * takes no `|`), and each token as the value of its `{figure}`, so that the translation comes out
 * with the tokens where its language puts them, for fillFigures.
 */
export function figureMessage(text: string): { message: string; values: Record<string, string> } {
  const values: Record<string, string> = {};
  const message = text.replace(TOKEN, (token, key: FigureKey) => {
    values[key] = token;
    return `{${key}}`;
  });
  return { message, values };
}

/** Every text of a value (a page's content) with its figures filled in. */
export function fillFiguresDeep<T>(value: T, figures: Figures | undefined): T {
  if (typeof value === 'string') return fillFigures(value, figures) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillFiguresDeep(item, figures)) as T;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillFiguresDeep(item, figures)]),
    ) as T;
  return value;
}
