import { thumbHashToDataURL } from 'thumbhash';

// Decoded previews by hash: a card scrolled back into view, or the same photo on the popup and the
// modal, decodes once. Bounded, as a long scroll through thousands of places must not grow it forever.
const MAX_KEPT = 500;
const decoded = new Map<string, string | null>();

function bytesOf(base64: string): Uint8Array {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** The ThumbHash (base64) as a small PNG data URL, or null when it cannot be read. */
export function placeholderUrl(hash: string): string | null {
  const hit = decoded.get(hash);
  if (hit !== undefined) return hit;
  let url: string | null;
  try {
    url = hash ? thumbHashToDataURL(bytesOf(hash)) : null;
  } catch {
    url = null;
  }
  if (decoded.size >= MAX_KEPT) decoded.delete(decoded.keys().next().value as string);
  decoded.set(hash, url);
  return url;
}
