import { performance } from 'node:perf_hooks';

const NAME_PREFIX = 'Bench place ';

/** The bench's own places among the names a visitor sees, as one comparable key. */
export function benchKey(names: string[]): string {
  return names
    .filter((name) => name.startsWith(NAME_PREFIX))
    .sort()
    .join('\n');
}

/**
 * One owner, signed in through the load balancer, writing back to back: add place n, rename it,
 * then delete place n - 1. Every write leaves a set of bench places no other write leaves, so what
 * an instance shows names the newest write it has seen (`writeShownBy`).
 */
export class OwnerWrites {
  /** performance.now() when write n was acknowledged, at [n - 1]. */
  readonly acknowledged: number[] = [];
  readonly latenciesMs: number[] = [];
  /** The first failure; the owner stops writing there, as what follows would build on it. */
  error: string | undefined;
  /** The bench places' key after each write: 0 before any, n after the n-th. */
  readonly #writeOfKey = new Map<string, number>([['', 0]]);
  /** How many bench places are live after write n, at [n]. */
  readonly #countAfter: number[] = [0];
  #live: string[] = [];

  constructor(
    private readonly site: string,
    private readonly cookie: string,
  ) {}

  /** The newest write whose bench places these are, or -1 when no write left them. */
  writeShownBy(names: string[]): number {
    return this.#writeOfKey.get(benchKey(names)) ?? -1;
  }

  /** How many bench places are live after write n. */
  placesAfter(write: number): number | undefined {
    return this.#countAfter[write];
  }

  async run(done: () => boolean): Promise<void> {
    let previous: { id: number; name: string } | undefined;
    try {
      for (let n = 1; !done(); n++) {
        const added = `${NAME_PREFIX}${n}`;
        const renamed = `${NAME_PREFIX}${n} renamed`;
        const body = { name: added, latitude: 40 + (n % 20), longitude: 10 + (n % 30), status: 'visited' };
        const { id } = (await this.#write([...this.#live, added], 'POST', '/api/locations', 201, body)) as {
          id: number;
        };
        const rest = this.#live.filter((name) => name !== added);
        await this.#write([...rest, renamed], 'PATCH', `/api/locations/${id}`, 200, { name: renamed }, 1);
        if (previous) {
          const { name } = previous;
          const after = this.#live.filter((live) => live !== name);
          await this.#write(after, 'DELETE', `/api/locations/${previous.id}`, 204, undefined, 2);
        }
        previous = { id, name: renamed };
      }
    } catch (error) {
      this.error = (error as Error).message;
    }
  }

  /** Sends one write; the places it will leave are known before, as an instance may show them before the answer arrives. */
  async #write(
    liveAfter: string[],
    method: string,
    path: string,
    expected: number,
    body?: object,
    version?: number,
  ): Promise<unknown> {
    this.#writeOfKey.set(benchKey(liveAfter), this.acknowledged.length + 1);
    this.#countAfter.push(liveAfter.length);
    const started = performance.now();
    const response = await fetch(`${this.site}${path}`, {
      method,
      headers: {
        origin: this.site,
        cookie: this.cookie,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(version ? { 'if-match': `"${version}"` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const answered = performance.now();
    const text = await response.text();
    if (response.status !== expected)
      throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
    this.acknowledged.push(answered);
    this.latenciesMs.push(answered - started);
    this.#live = liveAfter;
    return text ? JSON.parse(text) : undefined;
  }
}
