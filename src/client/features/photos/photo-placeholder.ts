// Decoded previews by hash: a card scrolled back into view, or the same photo on the popup and the
// modal, decodes once. Bounded, as a long scroll through thousands of places must not grow it forever.
// The decoder (thumbhash) loads with the first uploaded photo a page shows, not with every page.
const MAX_KEPT = 500;
const decoded = new Map<string, string | null>();

type Decoder = typeof import('thumbhash');
let decoder: Decoder | undefined;
let loading: Promise<void> | undefined;

/** Loads the decoder once; resolves when placeholderUrl can answer. */
export function loadPlaceholderDecoder(): Promise<void> {
  loading ??= import('thumbhash').then((module) => void (decoder = module));
  return loading;
}

function bytesOf(base64: string): Uint8Array {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * The ThumbHash (base64) as a small PNG data URL, null when it cannot be read, or undefined while
 * the decoder has not loaded yet (loadPlaceholderDecoder).
 */
export function placeholderUrl(hash: string): string | null | undefined {
  const hit = decoded.get(hash);
  if (hit !== undefined) return hit;
  if (!decoder) return undefined;
  let url: string | null;
  try {
    url = hash ? decoder.thumbHashToDataURL(bytesOf(hash)) : null;
  } catch {
    url = null;
  }
  if (decoded.size >= MAX_KEPT) decoded.delete(decoded.keys().next().value as string);
  decoded.set(hash, url);
  return url;
}
