/** The embed's size limits in CSS pixels: below them the map has no room, above them no page has. */
export const EMBED_SIZE = { min: 200, max: 2000 } as const;
export const DEFAULT_EMBED_SIZE = { width: 600, height: 450 } as const;

const attribute = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A size typed in the dialog, kept within the limits (a blank or odd entry gives the default). */
export function clampSize(value: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(EMBED_SIZE.max, Math.max(EMBED_SIZE.min, Math.round(value)));
}

/** The iframe a creator pastes into another site: every value written as an attribute, escaped. */
export function embedSnippet({
  src,
  width,
  height,
  title,
}: {
  src: string;
  width: number;
  height: number;
  title: string;
}): string {
  return `<iframe src="${attribute(src)}" width="${width}" height="${height}" style="border:0" loading="lazy" title="${attribute(title)}"></iframe>`;
}
