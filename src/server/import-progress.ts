import type { ImportProgress, ImportProgressStep } from '#shared/import/api-types.ts';

/** How long an import's progress is kept after its last report: the dialog has long stopped asking. */
const KEPT_MS = 10 * 60_000;

/**
 * How far each running import is, by the Idempotency-Key its dialog sent (GET /api/import/progress):
 * at 100,000 places an import takes a minute, and "Saving the places…" alone said nothing of it.
 * Held by the instance that runs the import: behind a load balancer, another instance knows
 * nothing of it (404), and the dialog keeps the last share it was told.
 */
export class ImportProgressBoard {
  readonly #imports = new Map<string, { progress: ImportProgress; at: number }>();

  /** A reporter for one import; without a key (a script's import), it reports nowhere. */
  reporter(key: string | undefined): ImportReporter {
    if (key === undefined) return () => {};
    return (step, done, total) => {
      const now = Date.now();
      this.#imports.set(key, { progress: { step, done, total }, at: now });
      for (const [other, { at }] of this.#imports) if (now - at > KEPT_MS) this.#imports.delete(other);
    };
  }

  get(key: string): ImportProgress | undefined {
    return this.#imports.get(key)?.progress;
  }
}

/** Tells how far an import is: `done` of `total` in this step. */
export type ImportReporter = (step: ImportProgressStep, done: number, total: number) => void;
