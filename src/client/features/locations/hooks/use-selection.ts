import { useCallback, useMemo, useRef, useState } from 'react';

const NONE: ReadonlySet<number> = new Set();

export interface Selection {
  selected: ReadonlySet<number>;
  /** Ticks or unticks one place; with Shift, every place between it and the last one ticked too. */
  toggle: (id: number, range: boolean) => void;
  selectAll: () => void;
  clear: () => void;
}

/**
 * The owner's chosen places among `ids` (the filtered list, in its order). Held here, not in the
 * cards, so it survives the virtualised list unmounting the rows scrolled away. A place the
 * filters hide leaves the selection: an action never touches a place the owner cannot see.
 */
export function useSelection(ids: readonly number[]): Selection {
  const [selected, setSelected] = useState<ReadonlySet<number>>(NONE);
  const [shownIds, setShownIds] = useState(ids);
  const anchor = useRef<number | null>(null);

  // The filtered list changed: keep only the chosen places still in it (during render, not in an effect).
  if (shownIds !== ids) {
    setShownIds(ids);
    const shown = new Set(ids);
    if ([...selected].some((id) => !shown.has(id)))
      setSelected(new Set([...selected].filter((id) => shown.has(id))));
  }

  const position = useMemo(() => new Map(ids.map((id, i) => [id, i])), [ids]);

  const toggle = useCallback(
    (id: number, range: boolean) => {
      // The anchor as it is at the click: React may run the updater below later, after the anchor
      // has moved to this place (then a Shift-click ticked only itself, now and then).
      const from = anchor.current === null ? undefined : position.get(anchor.current);
      setSelected((current) => {
        const next = new Set(current);
        const on = !current.has(id);
        const to = position.get(id);
        if (range && from !== undefined && to !== undefined) {
          for (let i = Math.min(from, to); i <= Math.max(from, to); i++) next.add(ids[i]!);
        } else if (on) next.add(id);
        else next.delete(id);
        return next;
      });
      anchor.current = id;
    },
    [ids, position],
  );
  const selectAll = useCallback(() => setSelected(new Set(ids)), [ids]);
  const clear = useCallback(() => {
    anchor.current = null;
    setSelected(NONE);
  }, []);
  return { selected, toggle, selectAll, clear };
}
