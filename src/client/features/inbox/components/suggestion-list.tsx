import { useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import type { InboxSuggestion } from '#shared/forms.ts';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { CheckCircleIcon, PlusIcon } from '#client/components/ui/icons.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { useDeleteInboxItem } from '../api/delete-item';
import { useMarkSuggestionAdded } from '../api/mark-added';
import { useSetRead } from '../api/set-read';
import { suggestionsRoutes } from '#shared/api/routes/suggestions.generated.ts';
import { EmptyInbox } from './empty-inbox';
import { InboxItem } from './inbox-item';

/** The owner's Add Location dialog (the locations feature's), pre-filled from a suggestion. */
export type AddPlaceDialog = ComponentType<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial?: { name: string; address: string; notes: string };
  onAdded?: (place: { id: number }) => void;
  /** Where the suggestion says the place is, in words: the form looks it up (with a geocoder). */
  lookUp?: string;
}>;

export function SuggestionList({
  suggestions,
  AddPlaceDialog,
}: {
  suggestions: InboxSuggestion[];
  AddPlaceDialog: AddPlaceDialog;
}) {
  const setRead = useSetRead('suggestions', suggestionsRoutes.setRead);
  const remove = useDeleteInboxItem('suggestions', suggestionsRoutes.delete);
  const markAdded = useMarkSuggestionAdded();
  const [adding, setAdding] = useState<InboxSuggestion | null>(null);
  if (suggestions.length === 0)
    return (
      <EmptyInbox>
        {i18n._('No suggestions yet. Places visitors suggest from the map show up here.')}
      </EmptyInbox>
    );
  return (
    <>
      <ul className="space-y-3">
        {suggestions.map((suggestion) => (
          <InboxItem
            key={suggestion.id}
            id={suggestion.id}
            read={suggestion.read}
            createdAt={suggestion.createdAt}
            title={suggestion.placeName}
            kind="suggestion"
            who={suggestion.placeName}
            meta={
              <>
                {suggestion.location && <span className="me-3">📍 {suggestion.location}</span>}
                <span>
                  {suggestion.name
                    ? i18n._('Suggested by {name}', { name: suggestion.name })
                    : i18n._('Suggested by an anonymous visitor')}
                </span>
              </>
            }
            actions={
              suggestion.addedLocationId !== null ? (
                <>
                  <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-bold text-emerald-800">
                    <CheckCircleIcon size={14} />
                    {i18n._('Added')}
                  </span>
                  <Link
                    to={`/?place=${suggestion.addedLocationId}`}
                    className={buttonClass('secondary', 'sm')}
                  >
                    {i18n._('View the place')}
                    <span className="sr-only">: {suggestion.placeName}</span>
                  </Link>
                </>
              ) : (
                <Button size="sm" onClick={() => setAdding(suggestion)}>
                  <PlusIcon size={16} />
                  {i18n._('Add to map')}
                  <span className="sr-only">: {suggestion.placeName}</span>
                </Button>
              )
            }
            onToggleRead={(read) => setRead.mutate({ id: suggestion.id, read })}
            onDelete={() => remove.mutate(suggestion.id)}
          >
            {suggestion.reason ? (
              <p className="leading-relaxed break-words whitespace-pre-wrap">{suggestion.reason}</p>
            ) : (
              <p className="text-sm text-slate-600 italic">{i18n._('No reason given.')}</p>
            )}
          </InboxItem>
        ))}
      </ul>
      <AddPlaceDialog
        open={adding !== null}
        onOpenChange={(open) => {
          if (!open) setAdding(null);
        }}
        initial={
          adding ? { name: adding.placeName, address: adding.location, notes: adding.reason } : undefined
        }
        lookUp={adding ? [adding.placeName, adding.location].filter(Boolean).join(', ') : undefined}
        onAdded={(place) => adding && markAdded.mutate({ id: adding.id, locationId: place.id })}
      />
    </>
  );
}
