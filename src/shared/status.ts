/** One row of the status table. */
export interface StatusRow {
  /** As stored, sent by the API and written in links and CSV files. */
  readonly value: string;
  /** Its number in the compact map data (map-data.ts): unique, and kept when rows are reordered. */
  readonly code: number;
  readonly label: string;
  /** The marker's, the legend's and the badge dot's colour (docs/product/SPEC.md section 2). */
  readonly color: string;
  /**
   * The status whose checkbox and count cover this one in the sidebar and the statistics: "Planned"
   * covers planned and wishlist (docs/product/SPEC.md section 8). A group's first status is the status itself.
   */
  readonly group: string;
  /** The badge's pale tint (Tailwind classes): dark text on it passes WCAG AA, white on `color` would not. */
  readonly badge: string;
  /** The pressed status button: white text on the darker shade passes WCAG AA. */
  readonly pressed: string;
}

/**
 * Every place status, in order of importance: listed first in forms, legends and filters, and
 * drawn on top on the map. Everything else derives from this table: the schema's enum, the map
 * data's codes, the filters and their groups, the counts, the markers' colours and the badges.
 * Types only, no zod: the browser's first load reads it.
 */
export const STATUS_TABLE = [
  {
    value: 'visited',
    code: 0,
    label: 'Visited',
    color: '#10b981',
    group: 'visited',
    badge: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25',
    pressed: 'border-emerald-700 bg-emerald-700 text-white',
  },
  {
    value: 'planned',
    code: 1,
    label: 'Planned',
    color: '#3b82f6',
    group: 'planned',
    badge: 'bg-blue-50 text-blue-800 ring-blue-600/25',
    pressed: 'border-blue-700 bg-blue-700 text-white',
  },
  {
    value: 'wishlist',
    code: 2,
    label: 'Wishlist',
    color: '#f97316',
    group: 'planned',
    badge: 'bg-orange-50 text-orange-800 ring-orange-600/25',
    pressed: 'border-orange-700 bg-orange-700 text-white',
  },
] as const satisfies readonly StatusRow[];

export type LocationStatus = (typeof STATUS_TABLE)[number]['value'];
export type StatusGroup = (typeof STATUS_TABLE)[number]['group'];

/** A group of statuses under one checkbox and one count, named after its first status. */
export interface StatusGroupRow<S extends string, G extends S> {
  value: G;
  label: string;
  color: string;
  members: readonly S[];
}

/**
 * Everything the app asks of a status table, built once from it. Built from another table (a
 * test's with a fourth status), it answers for that table: nothing here names a status.
 */
export function defineStatuses<const Row extends StatusRow>(table: readonly Row[]) {
  type S = Row['value'];
  type G = Row['group'] & S;
  const byValue = new Map<string, Row>(table.map((row) => [row.value, row]));
  if (byValue.size !== table.length) throw new Error('Two statuses share a value');
  const byCode: (S | undefined)[] = [];
  for (const row of table) {
    if (!Number.isInteger(row.code) || row.code < 0 || byCode[row.code] !== undefined)
      throw new Error(`Status ${row.value}: code ${row.code} is not a free whole number`);
    byCode[row.code] = row.value;
    if (byValue.get(row.group)?.group !== row.group)
      throw new Error(`Status ${row.value}: group ${row.group} is not a status that leads its own group`);
  }
  const groups: readonly StatusGroupRow<S, G>[] = [...new Set(table.map((row) => row.group as G))].map(
    (group) => {
      const lead = byValue.get(group)!;
      return {
        value: group,
        label: lead.label,
        color: lead.color,
        members: table.filter((row) => row.group === group).map((row) => row.value),
      };
    },
  );
  const membersOf = new Map<string, readonly S[]>(groups.map((group) => [group.value, group.members]));
  const zeroes = <K extends string>(keys: readonly K[]) =>
    Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  const values: readonly S[] = table.map((row) => row.value);

  return {
    /** The statuses in the table's order. */
    values,
    groups,
    colors: Object.fromEntries(table.map((row) => [row.value, row.color])) as Record<S, string>,
    isStatus: (value: string): value is S => byValue.has(value),
    rowOf: (status: S): Row => byValue.get(status)!,
    /** The status's code in the compact map data; -1 for a value outside the table. */
    codeOf: (status: S): number => byValue.get(status)?.code ?? -1,
    statusOfCode: (code: number): S | undefined => byCode[code],
    /** Ticking a group sets all its statuses (Planned: planned and wishlist); unticking removes them all. */
    toggleGroup: (statuses: readonly S[], group: G): S[] => {
      const members = membersOf.get(group) ?? [];
      const active = members.every((m) => statuses.includes(m));
      return active ? statuses.filter((s) => !members.includes(s)) : [...new Set([...statuses, ...members])];
    },
    /** Places per status; statuses outside the table are not counted. */
    countByStatus: (places: readonly { status: S }[]): Record<S, number> => {
      const counts = zeroes(values);
      for (const { status } of places) if (byValue.has(status)) counts[status]++;
      return counts;
    },
    /** Places per group (Planned counts planned and wishlist). */
    countByGroup: (places: readonly { status: S }[]): Record<G, number> => {
      const counts = zeroes(groups.map((group) => group.value));
      for (const { status } of places) {
        const row = byValue.get(status);
        if (row) counts[row.group as G]++;
      }
      return counts;
    },
  };
}

const statuses = /* @__PURE__ */ defineStatuses(STATUS_TABLE);

export const STATUSES = statuses.values;
export const STATUS_GROUPS = statuses.groups;
export const STATUS_COLORS = statuses.colors;
export const { isStatus, rowOf: statusRow, codeOf: statusCode, statusOfCode } = statuses;
export const { toggleGroup: toggleStatusGroup, countByStatus, countByGroup } = statuses;

/** A new place's status when none is chosen (docs/product/SPEC.md section 5); an unknown code reads as it too. */
export const DEFAULT_STATUS: LocationStatus = 'planned';
