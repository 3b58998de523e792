import type { PageContentOf } from '#shared/pages/page-schema.ts';
import { blankFigure, FIGURE_FIELDS } from './item-fields';
import {
  errorUnder,
  LinesField,
  ListFields,
  PageTextField,
  type Errors,
  type ItemField,
} from './list-fields';

type Sponsor = PageContentOf<'sponsor'>;

const PACKAGE_FIELDS: readonly ItemField<Sponsor['packages'][number]>[] = [
  { key: 'name', label: 'Name', required: true },
  { key: 'emoji', label: 'Emoji' },
  { key: 'price', label: 'Price per month ($299)', required: true },
  { key: 'highlighted', label: 'Most Popular', kind: 'checkbox' },
  { key: 'pitch', label: 'Text', kind: 'multiline', required: true },
  { key: 'features', label: 'Features', kind: 'lines' },
];

/** /sponsor: the reach figures, the packages and their prices, the custom sponsorship card. */
export function SponsorFields({
  value,
  onChange,
  errors,
}: {
  value: Sponsor;
  onChange: (next: Sponsor) => void;
  errors: Errors;
}) {
  const field = { page: value, errors, onChange };
  return (
    <>
      <ListFields
        name="reach"
        legend="Figures"
        itemLabel="Figure"
        items={value.reach}
        fields={FIGURE_FIELDS}
        blank={blankFigure}
        errors={errors}
        onChange={(reach) => onChange({ ...value, reach })}
      />
      <PageTextField {...field} name="packagesHeading" label="Packages heading" />
      <PageTextField {...field} name="packagesIntro" label="Packages text" multiline />
      <ListFields
        name="packages"
        legend="Packages"
        itemLabel="Package"
        items={value.packages}
        fields={PACKAGE_FIELDS}
        blank={() => ({ emoji: '', name: '', price: '', pitch: '', features: [], highlighted: false })}
        errors={errors}
        onChange={(packages) => onChange({ ...value, packages })}
      />
      <PageTextField {...field} name="customHeading" label="Custom sponsorship heading" />
      <PageTextField {...field} name="customIntro" label="Custom sponsorship text" multiline />
      <LinesField
        id="page-customIdeas"
        label="Custom sponsorship ideas"
        lines={value.customIdeas}
        error={errorUnder(errors, 'customIdeas')}
        onChange={(customIdeas) => onChange({ ...value, customIdeas })}
      />
      <PageTextField {...field} name="customClosing" label="Custom sponsorship closing text" multiline />
    </>
  );
}
