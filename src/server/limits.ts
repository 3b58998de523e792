/** The largest request body any route reads unless it names its own (public forms, the import). */
export const BODY_LIMIT = 1024 * 1024;

/** "1 MB", "16 KB": a limit as the 413 answer names it. */
export function describeBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}
