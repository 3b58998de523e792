import type { ChangeEvent } from 'react';
import { errorId } from '#client/components/ui/field.tsx';

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

export type TextField = keyof PlaceTextValues;

export interface PlaceFieldProps {
  /** Prefixes the inputs' ids, so two forms never share one. */
  idPrefix: string;
  values: PlaceTextValues;
  errors: Partial<Record<TextField, string>>;
  onChange: (update: Partial<PlaceTextValues>) => void;
}

/** Id, name, value, change handler and error wiring of one text field. */
export function binder({ idPrefix, values, errors, onChange }: PlaceFieldProps) {
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
