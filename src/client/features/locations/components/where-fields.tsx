import { lazy, Suspense, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Field, FormAlert, inputClass } from '#client/components/ui/field.tsx';
import { NavigationIcon, PinIcon, SearchIcon } from '#client/components/ui/icons.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { useSiteConfig } from '#client/lib/site-config.ts';
import type { GeocodeResult } from '#shared/geo/geocode.ts';
import { loadAddressSearch } from '#client/features/geo/public.ts';
import type { RegionTouched } from '../hooks/use-detected-region-fill';
import { useMyLocation } from '../hooks/use-my-location';
import { binder, type PlaceFieldProps, type TextField } from './place-field-binding';
import { outOfRange, PinMapField } from './pin-map-field';

// Only sites with a geocoder need the search and its results list.
const AddressSearch = lazy(async () => ({ default: await loadAddressSearch() }));

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
  // A found country or state stops following the coordinates once the cursor is in it: a lookup
  // answering then would replace the text under the caret (and a selection about to be typed over).
  const bindRegion = (field: keyof RegionTouched) => ({
    ...bind(field),
    onFocus: () => {
      if (!touched[field] && values[field] !== '') onChange({ [field]: values[field] });
    },
  });

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
      <Field id={id('address')} label={i18n._('Address')} error={errors.address} className="sm:col-span-2">
        {geocoderConfigured ? (
          <input
            type="text"
            autoComplete="off"
            placeholder={i18n._('Street, city, region')}
            className={inputClass}
            {...bind('address')}
          />
        ) : (
          <div className="flex gap-2">
            <input
              type="text"
              autoComplete="off"
              placeholder={i18n._('Street, city, region')}
              className={inputClass}
              {...bind('address')}
            />
            <Button variant="secondary" onClick={() => setAddressNote(true)}>
              <SearchIcon size={16} />
              <span className="hidden sm:inline">{i18n._('Search address')}</span>
              <span className="sr-only sm:hidden">{i18n._('Search address')}</span>
            </Button>
          </div>
        )}
      </Field>
      {addressNote && (
        <div className="sm:col-span-2">
          <FormAlert tone="info">
            {onPickOnMap
              ? i18n._(
                  'Address search is not configured on this site. Please enter the latitude and longitude yourself, or use Pick on map.',
                )
              : i18n._(
                  'Address search is not configured on this site. Please enter the latitude and longitude yourself (in Google Maps, right-click a place to copy them).',
                )}
          </FormAlert>
        </div>
      )}

      <CoordinateField
        field="latitude"
        label={i18n._('Latitude')}
        hint={i18n._('-90 to 90, e.g. 42.9446')}
        error={errors.latitude}
        bind={bind}
      />
      <CoordinateField
        field="longitude"
        label={i18n._('Longitude')}
        hint={i18n._('-180 to 180, e.g. -122.1090')}
        error={errors.longitude}
        bind={bind}
      />
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
              {here.locating ? i18n._('Finding your location…') : i18n._('Use my location')}
            </Button>
          )}
          {onPickOnMap && (
            <Button variant="secondary" size="sm" onClick={onPickOnMap}>
              <PinIcon size={16} />
              {i18n._('Pick on map')}
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
        label={i18n._('Country')}
        error={errors.country}
        hint={regionHint('country', touched.country, detecting)}
      >
        <input type="text" autoComplete="off" className={inputClass} {...bindRegion('country')} />
      </Field>
      <Field
        id={id('state')}
        label={i18n._('State')}
        error={errors.state}
        hint={regionHint('state', touched.state, detecting)}
      >
        <input
          type="text"
          autoComplete="off"
          placeholder={i18n._('e.g. Oregon')}
          className={inputClass}
          {...bindRegion('state')}
        />
      </Field>
    </>
  );
}

/** A latitude or longitude, typed as text (a decimal keyboard on phones) and checked as a number. */
function CoordinateField({
  field,
  label,
  hint,
  error,
  bind,
}: {
  field: 'latitude' | 'longitude';
  label: string;
  hint: string;
  error: string | undefined;
  bind: ReturnType<typeof binder>;
}) {
  return (
    <Field id={bind(field).id} label={label} required error={error} hint={hint}>
      <input type="text" inputMode="decimal" autoComplete="off" className={inputClass} {...bind(field)} />
    </Field>
  );
}

/** Says where an untyped country or state comes from; what the owner types is kept as is. */
function regionHint(field: 'country' | 'state', touched: boolean, detecting: boolean): string | undefined {
  if (touched) return undefined;
  if (detecting) return i18n._('Finding it from the coordinates…');
  return field === 'country'
    ? i18n._('Filled in from the coordinates unless you type one.')
    : i18n._('US states are filled in from the coordinates unless you type one.');
}
