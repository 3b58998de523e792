import { lazy, Suspense, useState, type ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { errorId, Field, FormAlert, inputClass } from '../../../components/ui/field';
import { NavigationIcon, PinIcon, SearchIcon } from '../../../components/ui/icons';
import { useSiteConfig } from '../../../lib/site-config';
import type { GeocodeResult } from '../../../../shared/geo/geocode';
import { loadAddressSearch } from '../../geo/public';
import { useLocationTypes } from '../api/get-location-types';
import type { RegionTouched } from '../hooks/use-detected-region-fill';
import { useMyLocation } from '../hooks/use-my-location';
import { outOfRange, PinMapField } from './pin-map-field';

// Only sites with a geocoder need the search and its results list.
const AddressSearch = lazy(async () => ({ default: await loadAddressSearch() }));
/** The text fields a place shares between the Add form and the detail modal's edit form. */
export interface PlaceTextValues {
  name: string;
  type: string;
  address: string;
  latitude: string;
  longitude: string;
  country: string;
  state: string;
  visitedAt: string;
  notes: string;
  privateNotes: string;
}

type TextField = keyof PlaceTextValues;

interface PlaceFieldProps {
  /** Prefixes the inputs' ids, so two forms never share one. */
  idPrefix: string;
  values: PlaceTextValues;
  errors: Partial<Record<TextField, string>>;
  onChange: (update: Partial<PlaceTextValues>) => void;
}

/** Id, name, value, change handler and error wiring of one text field. */
function binder({ idPrefix, values, errors, onChange }: PlaceFieldProps) {
  return (field: TextField) => ({
    id: `${idPrefix}-${field}`,
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange({ [field]: event.target.value }),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId(`${idPrefix}-${field}`) : undefined,
  });
}

export function NameField(props: PlaceFieldProps & { className?: string }) {
  const bind = binder(props);
  return (
    <Field
      id={`${props.idPrefix}-name`}
      label="Name"
      required
      error={props.errors.name}
      className={props.className}
    >
      <input
        type="text"
        autoComplete="off"
        placeholder="e.g. Crater Lake National Park"
        className={inputClass}
        {...bind('name')}
      />
    </Field>
  );
}

/** The known types and the owner's custom ones; a type no longer listed stays choosable. */
export function TypeField(props: PlaceFieldProps) {
  const typeOptions = useLocationTypes();
  const { type } = props.values;
  const types = typeOptions.some((o) => o.type === type)
    ? typeOptions
    : [...typeOptions, { type, label: type }];
  const bind = binder(props);
  return (
    <Field id={`${props.idPrefix}-type`} label="Type" error={props.errors.type}>
      <select className={inputClass} {...bind('type')}>
        {types.map((option) => (
          <option key={option.type} value={option.type}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * Where the place is: the address search (on sites with a geocoder), address, coordinates, country
 * and state. An untyped country or state follows the coordinates (`touched` says which were typed).
 */
export function WhereFields(
  props: PlaceFieldProps & {
    touched: RegionTouched;
    detecting: boolean;
    onPickOnMap?: () => void;
    /** A small map under the coordinates, its pin dragged to change them (the detail modal's edit mode). */
    withMap?: boolean;
    /** "Use my location": the browser's position fills the coordinates (the Add form, on the road). */
    withMyLocation?: boolean;
  },
) {
  const { idPrefix, values, onChange, touched, detecting, onPickOnMap, withMap, withMyLocation } = props;
  const here = useMyLocation(onChange);
  const errors = {
    ...props.errors,
    latitude: props.errors.latitude ?? outOfRange('latitude', values.latitude),
    longitude: props.errors.longitude ?? outOfRange('longitude', values.longitude),
  };
  const { geocoderConfigured } = useSiteConfig();
  const [addressNote, setAddressNote] = useState(false);
  const bind = binder({ ...props, errors });
  const id = (field: TextField) => `${idPrefix}-${field}`;

  return (
    <>
      {geocoderConfigured && (
        <div className="sm:col-span-2">
          <Suspense fallback={null}>
            <AddressSearch
              onPick={(result: GeocodeResult) =>
                onChange({
                  ...(values.name.trim() ? {} : { name: result.name }),
                  address: result.displayName,
                  latitude: String(result.latitude),
                  longitude: String(result.longitude),
                  country: result.country ?? '',
                  state: result.state ?? '',
                })
              }
            />
          </Suspense>
        </div>
      )}
      <Field id={id('address')} label="Address" error={errors.address} className="sm:col-span-2">
        {geocoderConfigured ? (
          <input
            type="text"
            autoComplete="off"
            placeholder="Street, city, region"
            className={inputClass}
            {...bind('address')}
          />
        ) : (
          <div className="flex gap-2">
            <input
              type="text"
              autoComplete="off"
              placeholder="Street, city, region"
              className={inputClass}
              {...bind('address')}
            />
            <Button variant="secondary" onClick={() => setAddressNote(true)}>
              <SearchIcon size={16} />
              <span className="hidden sm:inline">Search address</span>
              <span className="sr-only sm:hidden">Search address</span>
            </Button>
          </div>
        )}
      </Field>
      {addressNote && (
        <div className="sm:col-span-2">
          <FormAlert tone="info">
            Address search is not configured on this site. Please enter the latitude and longitude yourself
            {onPickOnMap ? ', or use Pick on map' : ' (in Google Maps, right-click a place to copy them)'}.
          </FormAlert>
        </div>
      )}

      <Field
        id={id('latitude')}
        label="Latitude"
        required
        error={errors.latitude}
        hint="-90 to 90, e.g. 42.9446"
      >
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className={inputClass}
          {...bind('latitude')}
        />
      </Field>
      <Field
        id={id('longitude')}
        label="Longitude"
        required
        error={errors.longitude}
        hint="-180 to 180, e.g. -122.1090"
      >
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className={inputClass}
          {...bind('longitude')}
        />
      </Field>
      {withMap && (
        <PinMapField
          latitude={values.latitude}
          longitude={values.longitude}
          address={values.address}
          onChange={onChange}
        />
      )}
      {(onPickOnMap || withMyLocation) && (
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          {withMyLocation && (
            <Button variant="secondary" size="sm" onClick={here.locate} disabled={here.locating}>
              <NavigationIcon size={16} />
              {here.locating ? 'Finding your location…' : 'Use my location'}
            </Button>
          )}
          {onPickOnMap && (
            <Button variant="secondary" size="sm" onClick={onPickOnMap}>
              <PinIcon size={16} />
              Pick on map
            </Button>
          )}
        </div>
      )}
      {here.error && (
        <div className="sm:col-span-2">
          <FormAlert>{here.error}</FormAlert>
        </div>
      )}

      <Field
        id={id('country')}
        label="Country"
        error={errors.country}
        hint={regionHint('country', touched.country, detecting)}
      >
        <input type="text" autoComplete="off" className={inputClass} {...bind('country')} />
      </Field>
      <Field
        id={id('state')}
        label="State"
        error={errors.state}
        hint={regionHint('state', touched.state, detecting)}
      >
        <input
          type="text"
          autoComplete="off"
          placeholder="e.g. Oregon"
          className={inputClass}
          {...bind('state')}
        />
      </Field>
    </>
  );
}

export function VisitedAtField(props: PlaceFieldProps) {
  const bind = binder(props);
  return (
    <Field
      id={`${props.idPrefix}-visitedAt`}
      label="Visited on"
      error={props.errors.visitedAt}
      hint="Optional: the date of your visit, for the statistics."
    >
      <input type="date" className={inputClass} {...bind('visitedAt')} />
    </Field>
  );
}

export function NotesField(props: PlaceFieldProps & { rows: number; className?: string }) {
  const bind = binder(props);
  return (
    <Field
      id={`${props.idPrefix}-notes`}
      label="Notes"
      error={props.errors.notes}
      className={props.className}
    >
      <textarea
        rows={props.rows}
        placeholder="What made it special?"
        className={inputClass}
        {...bind('notes')}
      />
    </Field>
  );
}

/**
 * The owner's privacy of a place: a private place is never shown to visitors, and private notes
 * are read by the owner only (these fields are shown in the owner's forms only).
 */
export function PrivacyFields(
  props: PlaceFieldProps & { isPrivate: boolean; onPrivateChange: (isPrivate: boolean) => void },
) {
  const bind = binder(props);
  const toggleId = `${props.idPrefix}-isPrivate`;
  return (
    <>
      <div className="sm:col-span-2">
        <label htmlFor={toggleId} className="flex items-start gap-3 text-sm">
          <input
            id={toggleId}
            name="isPrivate"
            type="checkbox"
            checked={props.isPrivate}
            onChange={(event) => props.onPrivateChange(event.target.checked)}
            aria-describedby={`${toggleId}-hint`}
            className="mt-0.5 h-4 w-4 accent-primary"
          />
          <span>
            <span className="font-medium">Private</span>
            <span id={`${toggleId}-hint`} className="block text-muted-foreground">
              Only you see this place: visitors never find it on the map, in the list or in the statistics.
            </span>
          </span>
        </label>
      </div>
      <Field
        id={`${props.idPrefix}-privateNotes`}
        label="Private notes"
        error={props.errors.privateNotes}
        hint="Only you see these."
        className="sm:col-span-2"
      >
        <textarea rows={3} className={inputClass} {...bind('privateNotes')} />
      </Field>
    </>
  );
}

/** Says where an untyped country or state comes from; what the owner types is kept as is. */
function regionHint(field: 'country' | 'state', touched: boolean, detecting: boolean): string | undefined {
  if (touched) return undefined;
  if (detecting) return 'Finding it from the coordinates…';
  return field === 'country'
    ? 'Filled in from the coordinates unless you type one.'
    : 'US states are filled in from the coordinates unless you type one.';
}
