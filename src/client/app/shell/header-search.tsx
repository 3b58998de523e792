import { lazy, startTransition, Suspense, useId, useRef, useState, type RefObject } from 'react';
import { useHomeState } from '../home-state/home-state';
import { SEARCH_INPUT_CLASS, SEARCH_PLACEHOLDER, SearchFrame } from './search-frame';
import type { Handover } from './header-search-combobox';
import { i18n } from '#client/lib/i18n.ts';

interface SearchProps {
  id: string;
  className?: string;
  handover: RefObject<Handover | undefined>;
  onWant?: () => void;
}

// The suggestions (and the combobox library) are a chunk of their own: the home page's first load
// is at its budget. If it cannot load, the plain box comes back and filters as before.
const HeaderSearchCombobox = lazy(() =>
  import('./header-search-combobox').then(
    (module) => ({ default: module.HeaderSearchCombobox }),
    () => ({ default: PlainSearch }),
  ),
);

/**
 * The name search. It writes the `q` filter into the URL; from another page it goes to the map.
 * A plain box is drawn first. When the visitor points at it or focuses it, the suggestions' chunk
 * loads in a transition: the plain box stays until it is ready, then the combobox takes its place
 * in one commit, with the text (held in the home state) and the focus and caret (read from the plain
 * box as it leaves) kept.
 */
export function HeaderSearch({ className }: { className?: string }) {
  // The header holds two of these (one for wide screens, one for phones): each needs its own id.
  const id = useId();
  const [wanted, setWanted] = useState(false);
  const handover = useRef<Handover>(undefined);
  const props = { id, className, handover };
  return (
    <Suspense>
      {wanted ? (
        <HeaderSearchCombobox {...props} />
      ) : (
        <PlainSearch {...props} onWant={() => startTransition(() => setWanted(true))} />
      )}
    </Suspense>
  );
}

function PlainSearch({ id, className, handover, onWant }: SearchProps) {
  const { searchText, typeSearch } = useHomeState();
  return (
    <SearchFrame className={className} labelProps={{ htmlFor: id }}>
      <input
        ref={(box) => () => {
          handover.current = {
            focused: document.activeElement === box,
            selection: [box?.selectionStart ?? null, box?.selectionEnd ?? null],
          };
        }}
        id={id}
        type="search"
        // The role and state the combobox will have, so the box reads the same before and after.
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        autoComplete="off"
        placeholder={i18n._(SEARCH_PLACEHOLDER)}
        value={searchText}
        onChange={(event) => typeSearch(event.target.value)}
        onFocus={onWant}
        onPointerEnter={onWant}
        className={SEARCH_INPUT_CLASS}
      />
    </SearchFrame>
  );
}
