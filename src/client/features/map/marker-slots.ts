import { STATUS_TABLE, type StatusRow } from '#shared/status.ts';

// Each status owns SPRITES_PER_STATUS consecutive sprites, addressed by named offsets as
// supercluster names the fields of a point in its flat array (OFFSET_ZOOM, OFFSET_ID, ...).
export const OFFSET_PLAIN = 0;
/** The marker with the red dot of a place with videos. */
export const OFFSET_VIDEO = 1;
export const SPRITES_PER_STATUS = 2;

/** Where a status's sprites start in the sprite list: its slot in draw order times the stride. */
export function spriteBase(slot: number): number {
  return slot * SPRITES_PER_STATUS;
}

/** The statuses as the painter and the sprites see them: one slot each, in draw order. */
export interface MarkerSlots {
  /** Statuses bottom to top: the table's order reversed, so its first status stays visible. */
  drawOrder: readonly string[];
  /** Each status's slot: its colour group among the points and its sprites' base / stride. */
  slotOf: ReadonlyMap<string, number>;
  /** One marker colour per slot. */
  colors: readonly string[];
}

export function markerSlots(table: readonly StatusRow[]): MarkerSlots {
  const rows = [...table].reverse();
  return {
    drawOrder: rows.map((row) => row.value),
    slotOf: new Map(rows.map((row, slot) => [row.value, slot])),
    colors: rows.map((row) => row.color),
  };
}

export const MARKER_SLOTS = markerSlots(STATUS_TABLE);
