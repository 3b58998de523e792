import type { Kysely } from 'kysely';
import type { PlaceOrder } from '#shared/place-order.ts';
import { turnTaker } from '../turns';
import type { ArchiveScale } from '../archive-scale';
import { buildRepresentation, type Representation } from '../representation-build';
import { VersionedValue } from '../versioned-value';
import type { DataVersion } from './data-version';
import { listPlaceIndexRows } from './place-summaries';
import { isPostgres } from './location-reads';
import type { DB } from './schema';

/**
 * What the wider search and the server-side sort orders need of every place the map shows, but
 * the map data does not carry (address, notes, dates): read once per data version and held in
 * memory, so a search over 100,000 places' addresses and notes is a scan of lower-cased strings,
 * not a query with LIKE on every keystroke, and the map data stays as small as it is.
 */
/**
 * How much of searches' answers an index keeps (the most recently asked), in bytes with their
 * compressed forms: a word most places contain is some 600 KB of ids at 100,000 places, a rare one
 * a few bytes.
 */
const ANSWERS_KEPT_BYTES = 8 << 20;

/** A search's answer, and the bytes it counts for once built. */
interface KeptAnswer {
  answer: Promise<Representation>;
  bytes: number;
}

export class PlaceIndex {
  readonly #orders = new Map<PlaceOrder, number[]>();
  /** The answers of recent searches, by lower-cased query, the most recent last. */
  readonly #answers = new Map<string, KeptAnswer>();
  #answersBytes = 0;

  constructor(
    /** Ids in map-data order (ascending). */
    readonly ids: Int32Array,
    /** Per place: address and notes (and, in the owner's index, private notes), lower-cased, one per line. */
    private readonly text: string[],
    private readonly createdAt: string[],
    private readonly updatedAt: string[],
    private readonly visitedAt: (string | null)[],
  ) {}

  /** Ids of the places whose address or notes contain `q`, ignoring case, in map-data order. */
  search(q: string): number[] {
    const needle = q.toLowerCase();
    const found: number[] = [];
    for (let i = 0; i < this.text.length; i++) if (this.text[i]!.includes(needle)) found.push(this.ids[i]!);
    return found;
  }

  /**
   * `{"ids":[…]}` for GET /locations/search, compressed, with a content ETag: a scan of 100,000
   * places takes 5 to 11 ms, and a common word's answer (200 KB of ids) 12 ms of brotli, which a
   * flood of visitors typing it paid once each (a search's p99 500 ms at 400 requests/s). The
   * latest answers (up to ANSWERS_KEPT_BYTES) are kept with the index (a new index per data
   * version): visitors typing the same word cost one scan and one compression.
   */
  searchAnswer(q: string): Promise<Representation> {
    const needle = q.toLowerCase();
    const kept = this.#answers.get(needle);
    if (kept !== undefined) {
      // The most recently asked last.
      this.#answers.delete(needle);
      this.#answers.set(needle, kept);
      return kept.answer;
    }
    const ids = this.search(needle);
    const entry: KeptAnswer = {
      answer: buildRepresentation(
        async function* () {
          yield JSON.stringify({ ids });
        },
        { version: '', kind: 'content', sizeHint: ids.length * 8 },
      ),
      bytes: 0,
    };
    this.#answers.set(needle, entry);
    entry.answer.then(
      (built) => this.#keep(needle, entry, built),
      () => this.#answers.get(needle) === entry && this.#answers.delete(needle),
    );
    return entry.answer;
  }

  /** Counts a built answer against what is kept, letting the least recently asked go. */
  #keep(needle: string, entry: KeptAnswer, built: Representation): void {
    // Let go before it was built: nothing to count.
    if (this.#answers.get(needle) !== entry) return;
    entry.bytes = built.identityLength + built.br.length + built.gzip.length;
    this.#answersBytes += entry.bytes;
    for (const [query, oldest] of this.#answers) {
      if (this.#answersBytes <= ANSWERS_KEPT_BYTES || oldest === entry) break;
      this.#answers.delete(query);
      // An answer let go while still being built was never counted (its bytes are 0).
      this.#answersBytes -= oldest.bytes;
    }
  }

  /**
   * Every id in the order asked for, newest first: recently added, recently updated, visited
   * (places without a visited date last). Ties keep the id order. Computed once per key.
   */
  order(by: PlaceOrder): number[] {
    let ids = this.#orders.get(by);
    if (!ids) {
      const key = by === 'added' ? this.createdAt : by === 'updated' ? this.updatedAt : this.visitedAt;
      const positions = Array.from(this.ids, (_, i) => i);
      positions.sort((a, b) => {
        const x = key[a] ?? null;
        const y = key[b] ?? null;
        if (x === y) return a - b;
        if (x === null) return 1;
        if (y === null) return -1;
        return x < y ? 1 : -1;
      });
      ids = positions.map((i) => this.ids[i]!);
      this.#orders.set(by, ids);
    }
    return ids;
  }
}

const PAGE = { sqlite: 2000, postgres: 5000 };

/**
 * Builds the index from the places the map data shows, in its order (db/place-summaries.ts): a
 * visitor's from the public places (a place in the trash or private is left out, and its text is
 * never read), the owner's from every live place, with its private notes searchable too. One lean
 * query a page: at 100,000 places the build is whole-archive work, done once per data version and
 * only when a search or an order asks for it.
 */
export async function buildPlaceIndex(db: Kysely<DB>, audience: 'visitor' | 'owner'): Promise<PlaceIndex> {
  const limit = isPostgres(db) ? PAGE.postgres : PAGE.sqlite;
  const ids: number[] = [];
  const text: string[] = [];
  const createdAt: string[] = [];
  const updatedAt: string[] = [];
  const visitedAt: (string | null)[] = [];
  const takeTurn = turnTaker();
  let after: number | undefined;
  for (;;) {
    await takeTurn();
    const rows = await listPlaceIndexRows(db, audience, { after, limit });
    for (const row of rows) {
      ids.push(row.id);
      const searched =
        audience === 'owner' ? [row.address, row.notes, row.privateNotes] : [row.address, row.notes];
      text.push(searched.join('\n').toLowerCase());
      createdAt.push(String(row.createdAt));
      updatedAt.push(String(row.updatedAt));
      visitedAt.push(row.visitedAt ? String(row.visitedAt) : null);
    }
    if (rows.length < limit) break;
    after = rows.at(-1)!.id;
  }
  return new PlaceIndex(Int32Array.from(ids), text, createdAt, updatedAt, visitedAt);
}

/** The index of each audience, rebuilt when the shared data version changes. */
export type PlaceIndexes = Record<'visitor' | 'owner', VersionedValue<PlaceIndex>>;

/**
 * The visitors' index may be the previous one during a long rebuild (a visitor never waits for
 * it); the owner's is always the current one (the owner reads their writes).
 */
export function placeIndexes(db: Kysely<DB>, versions: DataVersion, scale: ArchiveScale): PlaceIndexes {
  return {
    visitor: new VersionedValue(versions, () => buildPlaceIndex(db, 'visitor'), {
      scale,
    }),
    owner: new VersionedValue(versions, () => buildPlaceIndex(db, 'owner')),
  };
}
