import { Button } from '#client/components/ui/button.tsx';
import { LightbulbIcon, PlusIcon } from '#client/components/ui/icons.tsx';
import { i18n } from '#client/lib/i18n.ts';

/**
 * The floating call to action: Add Location for the owner, Suggest a place for visitors. A phone
 * shows the verb alone; its whole name is still read out (each language words it whole).
 */
export function HomeActions({
  isOwner,
  onAdd,
  onSuggest,
}: {
  isOwner: boolean;
  onAdd: () => void;
  onSuggest: () => void;
}) {
  return (
    // Above the map's panes and controls, clear of the tile attribution in the corner. The footer
    // reserves room for it at the end of the page (data-floating-action, footer.tsx).
    <div data-floating-action className="pointer-events-none fixed end-4 bottom-8 z-[1020] sm:end-6">
      {isOwner ? (
        <Button
          onClick={onAdd}
          className="pointer-events-auto h-12 rounded-full px-5 shadow-lg shadow-teal-900/20"
        >
          <PlusIcon size={18} />
          <span aria-hidden="true" className="sm:hidden">
            {i18n._('Add')}
          </span>
          <span className="sr-only sm:not-sr-only">{i18n._('Add Location')}</span>
        </Button>
      ) : (
        <Button
          onClick={onSuggest}
          className="pointer-events-auto h-12 rounded-full px-5 shadow-lg shadow-teal-900/20"
        >
          <LightbulbIcon size={18} />
          <span aria-hidden="true" className="sm:hidden">
            {i18n._('Suggest')}
          </span>
          <span className="sr-only sm:not-sr-only">{i18n._('Suggest a place')}</span>
        </Button>
      )}
    </div>
  );
}
