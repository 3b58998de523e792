/**
 * The archive is large once a whole-archive form is this large (the visitors' list of about 4,000
 * places): its builds take hundreds of milliseconds of the main thread, in row decoding, JSON and
 * garbage collection.
 */
export const LARGE_FORM_BYTES = 2 << 20;

/**
 * Whether this instance's archive is large, from the size of the whole-archive forms it last
 * built (the map data and the list are built at start, before the instance says it is ready).
 * Measured in bytes, not time, so that a busy machine never makes a small archive large. A large
 * archive's whole-archive builds run in the worker thread (off-thread-builds.ts), and its visitors
 * stop waiting for a rebuild after STALE_AFTER_MS (versioned-value.ts); a small one's visitors
 * always wait, so that a read after a write sees it.
 */
export class ArchiveScale {
  /** The size of each form's last build. */
  readonly #sizes = new Map<string, number>();
  #large = false;

  /** A form's build was this many bytes: whether the archive is large follows the largest. */
  measured(form: string, bytes: number): void {
    this.#sizes.set(form, bytes);
    this.#large = Math.max(...this.#sizes.values()) >= LARGE_FORM_BYTES;
  }

  get large(): boolean {
    return this.#large;
  }
}
