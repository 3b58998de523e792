import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { STATUS_COLORS } from '#shared/status.ts';
import { cn } from '#client/components/ui/cn.ts';
import { FlagIcon, GlobeIcon, PinIcon, TagIcon } from '#client/components/ui/icons.tsx';
import { statusLabel } from '#client/components/status-label.ts';
import { useHomeState, type HomeState } from '../home-state/home-state';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';
import { SEARCH_INPUT_CLASS, SEARCH_PLACEHOLDER, SearchFrame } from './search-frame';
import type { Suggestion } from './search-suggestions';
import { useSearchSuggestions } from './use-search-suggestions';

/** What the plain box hands to this one as it leaves: was it focused, where was the caret. */
export interface Handover {
  focused: boolean;
  selection: [number | null, number | null];
}

const { stateChangeTypes } = useCombobox;

/**
 * The header search with suggestions, after the WAI-ARIA combobox pattern (list autocomplete):
 * - From the first character, up to 8 suggestions under the box: places by name (with where they
 *   are and their status), then countries, US states and types, each saying what it is. Accents and
 *   case do not matter; word starts rank first (search-suggestions.ts).
 * - Typing still filters the map and the list at each keystroke (the `q` filter), as before.
 * - Choosing a place opens it over the map (`?place=N`); a country, state or type sets that filter
 *   (as the sidebar does). Either way the typed text gives way to the choice. From another page the
 *   choice goes to the map.
 * - Focus stays in the box; ArrowDown/ArrowUp move the active option (aria-activedescendant), Home
 *   and End go to the first and last once an option is active (before that they move the caret),
 *   Enter chooses the active option or, with none, the first; Escape closes the list and a second
 *   Escape clears the text. Leaving the box closes the list and chooses nothing.
 */
export function HeaderSearchCombobox({
  id,
  className,
  handover,
}: {
  id: string;
  className?: string;
  handover: RefObject<Handover | undefined>;
}) {
  // Whether the plain box, still on screen while this renders, has the focus: the list then opens
  // at once on the text already typed.
  const [wasFocused] = useState(() => document.activeElement?.id === id);
  const home = useHomeState();
  const { searchText, typeSearch } = home;
  const input = useRef<HTMLInputElement>(null);
  // Only the box in use ranks (the header has one per screen size); the other stays idle.
  const [focused, setFocused] = useState(wasFocused);
  const { suggestions, firstFor } = useSearchSuggestions(focused ? searchText : '');

  const { isOpen, highlightedIndex, getInputProps, getLabelProps, getMenuProps, getItemProps, closeMenu } =
    useCombobox<Suggestion>({
      items: suggestions,
      inputId: id,
      inputValue: searchText,
      // Nothing stays selected: a choice is carried out at once, and the box is a search again.
      selectedItem: null,
      initialIsOpen: wasFocused && searchText.trim() !== '',
      itemToString: (item) => item?.label ?? '',
      itemToKey: suggestionKey,
      stateReducer,
      // Said by screen readers as the list changes (the active option is said by the box itself).
      getA11yStatusMessage: ({ isOpen: open, inputValue }) => {
        if (!open || inputValue.trim() === '') return '';
        const count = suggestions.length;
        if (count === 0) return i18n._('No suggestions.');
        return isOne(count)
          ? i18n._('{count} suggestion: use the up and down arrow keys to choose.', { count })
          : i18n._('{count} suggestions: use the up and down arrow keys to choose.', { count });
      },
      onInputValueChange: ({ type, inputValue }) => {
        // The second Escape clearing the text. Typing is taken in the change event itself (below):
        // this runs after the render, too late for a controlled box, and a fast typist's next key
        // would be lost. A choice sets its own filters.
        if (type === stateChangeTypes.InputKeyDownEscape) typeSearch(inputValue);
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) choose(home, selectedItem);
      },
    });
  const shown = isOpen && suggestions.length > 0;

  // Taking over from the plain box: the same focus and caret, as if nothing had changed. Read here,
  // after the plain box wrote them as it left (a caret moved during this render is caught too).
  useLayoutEffect(() => {
    const box = input.current;
    const { focused, selection } = handover.current ?? { focused: false, selection: [null, null] };
    if (!box || !focused) return;
    box.focus({ preventScroll: true });
    const [start, end] = selection;
    if (start !== null && end !== null) box.setSelectionRange(start, end);
  }, [handover]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const native = event.nativeEvent as KeyboardEvent['nativeEvent'] & { preventDownshiftDefault?: boolean };
    if (highlightedIndex >= 0 || native.isComposing) return;
    const first = event.key === 'Enter' && isOpen ? firstFor(searchText) : undefined;
    if (first) {
      // No active option: Enter goes to the first suggestion (of the text as it is now, even when
      // the list on screen has not caught up with the last key).
      native.preventDownshiftDefault = true;
      event.preventDefault();
      closeMenu();
      choose(home, first);
    } else if (event.key === 'Home' || event.key === 'End') {
      // The caret's keys while the visitor is still in the text.
      native.preventDownshiftDefault = true;
    }
  };

  return (
    <SearchFrame className={className} labelProps={getLabelProps()}>
      <input
        {...getInputProps({
          ref: input,
          onKeyDown,
          onChange: (event) => typeSearch(event.currentTarget.value),
          onFocus: () => setFocused(true),
          onBlur: () => setFocused(false),
        })}
        aria-expanded={shown}
        type="search"
        autoComplete="off"
        placeholder={i18n._(SEARCH_PLACEHOLDER)}
        className={SEARCH_INPUT_CLASS}
      />
      <ul
        {...getMenuProps()}
        className={cn(
          // Inside the sticky header, which sits above the map's panes and controls.
          'absolute inset-x-0 top-full z-10 mt-1 max-h-[min(28rem,calc(100dvh-var(--header-h)))] overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white py-1 shadow-lg',
          !shown && 'hidden',
        )}
      >
        {shown &&
          suggestions.map((suggestion, index) => (
            <li
              key={suggestionKey(suggestion)}
              {...getItemProps({ item: suggestion, index })}
              className={cn(
                'flex cursor-pointer items-start gap-3 px-3 py-2 text-start',
                index === highlightedIndex && 'bg-teal-50',
              )}
            >
              <SuggestionIcon suggestion={suggestion} />
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-medium [overflow-wrap:anywhere] text-slate-900">
                  {suggestion.label}
                </span>{' '}
                <span className="block text-xs text-slate-600">{detailOf(suggestion)}</span>
              </span>
            </li>
          ))}
      </ul>
    </SearchFrame>
  );
}

/**
 * The suggestion's second line, in the page's language: what it is, so a country and a place of one
 * name read apart.
 */
function detailOf(suggestion: Suggestion): string {
  if (suggestion.kind === 'place')
    return [suggestion.where, statusLabel(suggestion.status)].filter(Boolean).join(' · ');
  const one = isOne(suggestion.count);
  const values = { count: formatNumber(suggestion.count) };
  switch (suggestion.kind) {
    case 'country':
      return one ? i18n._('Country · {count} place', values) : i18n._('Country · {count} places', values);
    case 'state':
      return one ? i18n._('US state · {count} place', values) : i18n._('US state · {count} places', values);
    case 'type':
      return one ? i18n._('Type · {count} place', values) : i18n._('Type · {count} places', values);
  }
}

function suggestionKey(item: Suggestion | null): string {
  if (!item) return '';
  return item.kind === 'place' ? `place:${item.id}` : `${item.kind}:${item.value}`;
}

/** Carries out a choice: one URL change, the typed text replaced by it. */
function choose({ select, setFilters }: HomeState, suggestion: Suggestion) {
  switch (suggestion.kind) {
    case 'place':
      return select(suggestion.id, { search: '' });
    case 'country':
      return setFilters({ countries: [suggestion.value], search: '' });
    case 'state':
      return setFilters({ states: [suggestion.value], search: '' });
    case 'type':
      return setFilters({ types: [suggestion.value], search: '' });
  }
}

/** Leaving the box (Tab, a click elsewhere) closes the list without choosing the active option. */
function stateReducer(
  state: UseComboboxState<Suggestion>,
  { type, changes }: UseComboboxStateChangeOptions<Suggestion>,
): Partial<UseComboboxState<Suggestion>> {
  if (type === stateChangeTypes.InputBlur)
    return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
  return changes;
}

const KIND_ICONS = { country: GlobeIcon, state: FlagIcon, type: TagIcon, place: PinIcon };

function SuggestionIcon({ suggestion }: { suggestion: Suggestion }) {
  const Icon = KIND_ICONS[suggestion.kind];
  return (
    <span className="relative mt-0.5 shrink-0 text-slate-500" aria-hidden="true">
      <Icon size={18} />
      {suggestion.kind === 'place' && (
        <span
          className="absolute -end-0.5 -bottom-0.5 size-2 rounded-full ring-2 ring-white"
          style={{ backgroundColor: STATUS_COLORS[suggestion.status] }}
        />
      )}
    </span>
  );
}
