import { useEffect, useRef, useState } from 'react';
import { liveSearch } from '../../locations/hooks/live-search';
import { useHomeState } from '../../locations/hooks/use-home-state';

/** The URL follows the typing after this pause, so typing is not a navigation per keystroke. */
const URL_DELAY_MS = 250;
import { SearchIcon } from '../../../components/ui/icons';
import { cn } from '../../../components/ui/cn';

/** The name search. It writes the `q` filter into the URL; from another page it goes to the map. */
export function HeaderSearch({ className }: { className?: string }) {
  const { filters, setFilters } = useHomeState();
  // What is typed shows at once; the URL follows (and wins when it changes elsewhere, e.g. Clear filters).
  const [text, setText] = useState(filters.search);
  const [seen, setSeen] = useState(filters.search);
  if (filters.search !== seen) {
    setSeen(filters.search);
    setText(filters.search);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Once the URL has what was typed (or something else set it, like Clear filters), it rules again.
  useEffect(() => {
    liveSearch.set(null);
  }, [filters.search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <form role="search" className={cn('relative', className)} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="site-search" className="sr-only">
        Search destinations
      </label>
      <SearchIcon
        size={18}
        className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-slate-500"
      />
      <input
        id="site-search"
        type="search"
        autoComplete="off"
        placeholder="Search destinations..."
        value={text}
        onChange={(event) => {
          const value = event.target.value;
          setText(value);
          liveSearch.set(value);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setFilters({ search: value }), URL_DELAY_MS);
        }}
        className="h-10 w-full rounded-full border border-slate-300 bg-slate-50 pr-4 pl-10 text-sm text-slate-900 placeholder:text-slate-500 focus:border-teal-700 focus:bg-white focus:ring-2 focus:ring-teal-700/30 focus:outline-none"
      />
    </form>
  );
}
