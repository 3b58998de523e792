import { useMemo, useState } from 'react';
import { countBy } from '#shared/filters.ts';
import { countryOf } from '#shared/geo/regions.ts';
import { useLocationTypes } from '#client/features/locations/api/get-location-types.ts';
import { usePlaces } from '#client/features/locations/api/get-places.ts';
import { EmbedDialog } from '#client/features/embed/components/embed-dialog.tsx';
import { typeName } from '#client/components/type-label.ts';
import { intlLocale } from '#client/lib/i18n.ts';
import type { EmbedChoices } from '#client/features/embed/components/embed-fields.tsx';
import { useHomeState } from '../home-state/home-state';

/**
 * The owner's embed builder as the account menu (or a place's details) opens it, loaded then: it
 * starts from the home page's filters (or the place), and offers the countries, types and tags the
 * public places carry.
 */
export function HomeEmbedDialog({
  place,
  ...props
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened from a place's details: that place, embedded alone. */
  place?: { id: number; name: string };
}) {
  const { filters } = useHomeState();
  // Each opening starts afresh from the filters of that moment (a new dialog, not the last one's state).
  const [opening, setOpening] = useState({ open: props.open, count: 0 });
  if (opening.open !== props.open)
    setOpening({ open: props.open, count: opening.count + (props.open ? 1 : 0) });
  const places = usePlaces({ names: true }).data;
  const typeOptions = useLocationTypes();
  // Private places never show in an embed: they, their countries, types and tags are no choice.
  const shown = useMemo(() => (places ?? []).filter((place) => !place.isPrivate), [places]);
  const choices = useMemo((): EmbedChoices => {
    return {
      countries: countBy(shown, countryOf).map((c) => c.value),
      types: countBy(shown, (p) => p.type)
        .map((t) => ({ value: t.value, label: typeName(t.value, typeOptions) }))
        .sort((a, b) => a.label.localeCompare(b.label, intlLocale)),
      tags: [...new Set(shown.flatMap((p) => p.tags ?? []))].sort((a, b) => a.localeCompare(b)),
    };
  }, [shown, typeOptions]);
  return (
    <EmbedDialog
      key={opening.count}
      {...props}
      initialFilters={{
        countries: filters.countries,
        statuses: filters.statuses,
        types: filters.types,
        tags: filters.tags,
      }}
      choices={choices}
      places={shown}
      place={place}
    />
  );
}
