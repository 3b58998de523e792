/**
 * The first builds of what visitors read most (the map's data, the whole list, the search's index),
 * started as the instance starts. Until they are done, /readyz says the instance is not ready, so
 * that a proxy sends it no visitor who would wait for them (seconds at 100,000 places) while other
 * instances could answer at once. A build that fails (the database away) counts as done: /readyz then says
 * what is wrong itself, and the next read builds again.
 */
export class WarmUp {
  #pending = 0;
  readonly #work: Promise<unknown>[] = [];

  /** Holds readiness until `work` has settled, whichever way. */
  wait(work: Promise<unknown>): void {
    this.#work.push(work);
    this.#pending += 1;
    const settled = () => {
      this.#pending -= 1;
    };
    work.then(settled, settled);
  }

  get ready(): boolean {
    return this.#pending === 0;
  }

  /** Once every first build has settled (what a test waits for before it reads). */
  async settled(): Promise<void> {
    await Promise.allSettled(this.#work);
  }
}
