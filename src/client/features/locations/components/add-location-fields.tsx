import { lazy, Suspense, useState, type ChangeEvent } from 'react';
import { STATUSES } from '../../../../shared/location';
import { Button } from '../../../components/ui/button';
import { errorId, Field, FormAlert, inputClass } from '../../../components/ui/field';
import { PinIcon, SearchIcon } from '../../../components/ui/icons';
import { useSiteConfig } from '../../../lib/site-config';
import type { GeocodeResult } from '../../../../shared/geo/geocode';
import { loadAddressSearch } from '../../geo/public';
import { useLocationTypes } from '../api/get-location-types';
import type { RegionTouched } from '../hooks/use-detected-region-fill';
import type { AddLocationFormValues, FieldErrors, FormField } from './add-location-values';
import { PhotoUrlList } from './photo-url-list';
import { statusLabel } from '../../../components/ui/status-badge';

// Only sites with a geocoder need the search and its results list.
const AddressSearch = lazy(async () => ({ default: await loadAddressSearch() }));

/** The fields of the Add New Location form, laid out in two columns from the sm breakpoint. */
export function AddLocationFields({
  values,
  touched,
  detecting,
  errors,
  onChange,
  photoInput,
  onPhotoInput,
  onPickOnMap,
}: {
  values: AddLocationFormValues;
  touched: RegionTouched;
  detecting: boolean;
  errors: FieldErrors;
  onChange: (update: Partial<AddLocationFormValues>) => void;
  /** The photo link typed but not yet added. */
  photoInput: string;
  onPhotoInput: (text: string) => void;
  onPickOnMap?: () => void;
}) {
  const { geocoderConfigured } = useSiteConfig();
  const typeOptions = useLocationTypes();
  const types = typeOptions.some((o) => o.type === values.type)
    ? typeOptions
    : [...typeOptions, { type: values.type, label: values.type }];
  const [addressNote, setAddressNote] = useState(false);

  const id = (field: FormField) => `add-location-${field}`;
  const bind = (field: Exclude<FormField, 'photos' | 'status'>) => ({
    id: id(field),
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange({ [field]: event.target.value }),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId(id(field)) : undefined,
  });

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field id={id('name')} label="Name" required error={errors.name} className="sm:col-span-2">
        <input
          type="text"
          autoComplete="off"
          placeholder="e.g. Crater Lake National Park"
          className={inputClass}
          {...bind('name')}
        />
      </Field>

      <Field id={id('type')} label="Type" error={errors.type}>
        <select className={inputClass} {...bind('type')}>
          {types.map((option) => (
            <option key={option.type} value={option.type}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>

      <Field id={id('status')} label="Status" error={errors.status}>
        <select
          id={id('status')}
          name="status"
          value={values.status}
          onChange={(event) => onChange({ status: event.target.value as AddLocationFormValues['status'] })}
          className={inputClass}
        >
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </Field>

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
      {onPickOnMap && (
        <div className="sm:col-span-2">
          <Button variant="secondary" size="sm" onClick={onPickOnMap}>
            <PinIcon size={16} />
            Pick on map
          </Button>
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

      {values.status === 'visited' && (
        <Field
          id={id('visitedAt')}
          label="Visited on"
          error={errors.visitedAt}
          hint="Optional: the date of your visit, for the statistics."
        >
          <input type="date" className={inputClass} {...bind('visitedAt')} />
        </Field>
      )}

      <Field id={id('notes')} label="Notes" error={errors.notes} className="sm:col-span-2">
        <textarea rows={3} placeholder="What made it special?" className={inputClass} {...bind('notes')} />
      </Field>

      <Field id={id('videoUrl')} label="Video link" error={errors.videoUrl} className="sm:col-span-2">
        <input
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          className={inputClass}
          {...bind('videoUrl')}
        />
      </Field>

      <div className="sm:col-span-2">
        <PhotoUrlList
          id={id('photos')}
          photos={values.photos}
          onChange={(photos) => onChange({ photos })}
          pending={photoInput}
          onPendingChange={onPhotoInput}
          error={errors.photos}
        />
      </div>
    </div>
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
