import { useId } from 'react';
import { SearchIcon } from '../../components/ui/icons';
import { cn } from '../../components/ui/cn';
import { useHomeState } from '../home-state/home-state';

/** The name search. It writes the `q` filter into the URL; from another page it goes to the map. */
export function HeaderSearch({ className }: { className?: string }) {
  const { searchText, typeSearch } = useHomeState();
  // The header holds two of these (one for wide screens, one for phones): each needs its own id.
  const id = useId();

  return (
    <form role="search" className={cn('relative', className)} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="sr-only">
        Search destinations
      </label>
      <SearchIcon
        size={18}
        className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-slate-500"
      />
      <input
        id={id}
        type="search"
        autoComplete="off"
        placeholder="Search destinations..."
        value={searchText}
        onChange={(event) => typeSearch(event.target.value)}
        className="h-10 w-full rounded-full border border-slate-300 bg-slate-50 pr-4 pl-10 text-sm text-slate-900 placeholder:text-slate-500 focus:border-teal-700 focus:bg-white focus:ring-2 focus:ring-teal-700/30 focus:outline-none"
      />
    </form>
  );
}
