import type { Kysely } from 'kysely';
import type { PlaceOrder } from '#shared/place-order.ts';
import { turnTaker } from '../turns';
import type { ArchiveScale } from '../archive-scale';
import { VersionedValue } from '../versioned-value';
import type { DataVersion } from './data-version';
import { listOwnerPlaceSummaries, listPlaceSummaries } from './place-summaries';
import { isPostgres } from './location-reads';
import type { DB } from './schema';

/**
 * What the wider search and the server-side sort orders need of every place the map shows, but
 * the map data does not carry (address, notes, dates): read once per data version and held in
 * memory, so a search over 100,000 places' addresses and notes is a scan of lower-cased strings,
 * not a query with LIKE on every keystroke, and the map data stays as small as it is.
 */
export class PlaceIndex {
  readonly #orders = new Map<PlaceOrder, number[]>();

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
 * Builds the index from the very read the map data uses: a visitor's index from the public places'
 * summaries (a place in the trash or private is left out, and its text is never read), the owner's
 * from every live place, with its private notes searchable too. The extra columns are read for each
 * page's id range and kept only for the ids that page gave.
 */
export async function buildPlaceIndex(db: Kysely<DB>, audience: 'visitor' | 'owner'): Promise<PlaceIndex> {
  const limit = isPostgres(db) ? PAGE.postgres : PAGE.sqlite;
  const readSummaries = audience === 'visitor' ? listPlaceSummaries : listOwnerPlaceSummaries;
  const ids: number[] = [];
  const text: string[] = [];
  const createdAt: string[] = [];
  const updatedAt: string[] = [];
  const visitedAt: (string | null)[] = [];
  const takeTurn = turnTaker();
  let after: number | undefined;
  for (;;) {
    await takeTurn();
    const summaries = await readSummaries(db, { after, limit });
    const last = summaries.at(-1);
    if (!last) break;
    let extra = db
      .selectFrom('locations')
      .select(['id', 'address', 'notes', 'privateNotes', 'createdAt', 'updatedAt', 'visitedAt'])
      .where('id', '<=', last.id);
    if (after !== undefined) extra = extra.where('id', '>', after);
    if (audience === 'visitor') extra = extra.where('isPrivate', '=', 0);
    const rows = new Map((await extra.execute()).map((row) => [row.id, row]));
    for (const { id } of summaries) {
      const row = rows.get(id);
      if (!row) continue;
      ids.push(id);
      const searched =
        audience === 'owner' ? [row.address, row.notes, row.privateNotes] : [row.address, row.notes];
      text.push(searched.join('\n').toLowerCase());
      createdAt.push(String(row.createdAt));
      updatedAt.push(String(row.updatedAt));
      visitedAt.push(row.visitedAt ? String(row.visitedAt) : null);
    }
    if (summaries.length < limit) break;
    after = last.id;
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
