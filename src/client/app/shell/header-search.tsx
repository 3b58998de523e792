import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useHomeState } from '../home-state/home-state';
import { SEARCH_INPUT_CLASS, SEARCH_PLACEHOLDER, SearchFrame } from './search-frame';
import type { Handover } from './header-search-combobox';

type ComboboxModule = typeof import('./header-search-combobox');

// The suggestions (and the combobox library) are a chunk of their own: the home page's first load
// is at its budget. One download serves both boxes; a failed one is asked again at the next focus.
let loading: Promise<ComboboxModule> | undefined;
function loadCombobox(): Promise<ComboboxModule> {
  loading ??= import('./header-search-combobox').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The name search. It writes the `q` filter into the URL; from another page it goes to the map.
 * A plain box is drawn first; when the visitor points at it or focuses it, the suggestions' chunk
 * loads and its combobox takes the box's place with the focus, the caret and the text kept (the
 * text lives in the home state; the focus and the caret are handed over). Until then, and if the
 * chunk cannot load, the plain box filters as it always did.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const { searchText, typeSearch } = useHomeState();
  // The header holds two of these (one for wide screens, one for phones): each needs its own id.
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const requested = useRef(false);
  const [loaded, setLoaded] = useState<{
    Combobox: ComboboxModule['HeaderSearchCombobox'];
    handover: Handover;
  }>();

  const load = () => {
    if (requested.current) return;
    requested.current = true;
    loadCombobox().then(
      ({ HeaderSearchCombobox }) => {
        const box = input.current;
        const handover: Handover = {
          focused: box !== null && document.activeElement === box,
          selection: box ? [box.selectionStart, box.selectionEnd, box.selectionDirection] : null,
        };
        // At once, so no keystroke lands between reading the caret and the new box taking it.
        flushSync(() => setLoaded({ Combobox: HeaderSearchCombobox, handover }));
      },
      () => (requested.current = false),
    );
  };

  if (loaded) return <loaded.Combobox id={id} className={className} handover={loaded.handover} />;
  return (
    <SearchFrame className={className} labelProps={{ htmlFor: id }}>
      <input
        ref={input}
        id={id}
        type="search"
        // The role and state the combobox will have, so the box reads the same before and after.
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        autoComplete="off"
        placeholder={SEARCH_PLACEHOLDER}
        value={searchText}
        onChange={(event) => typeSearch(event.target.value)}
        onFocus={load}
        onPointerEnter={load}
        onTouchStart={load}
        className={SEARCH_INPUT_CLASS}
      />
    </SearchFrame>
  );
}
