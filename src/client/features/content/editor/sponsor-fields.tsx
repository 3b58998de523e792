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

const SUPPORT_FIELDS: readonly ItemField<Sponsor['support'][number]>[] = [
  { key: 'emoji', label: 'Emoji' },
  { key: 'title', label: 'Title', required: true },
  { key: 'text', label: 'Text', kind: 'multiline', required: true },
  {
    key: 'link',
    label: 'Links to',
    kind: 'select',
    options: [
      { value: 'channel', label: 'Your channel' },
      { value: 'map', label: 'The map' },
      { value: 'affiliate', label: 'Affiliate disclosure' },
      { value: 'contact', label: 'Contact' },
    ],
  },
  { key: 'linkLabel', label: 'Link text', required: true },
];

const PACKAGE_FIELDS: readonly ItemField<Sponsor['packages'][number]>[] = [
  { key: 'name', label: 'Name', required: true },
  { key: 'emoji', label: 'Emoji' },
  { key: 'price', label: 'Price per month ($299)', required: true },
  { key: 'highlighted', label: 'Most Popular', kind: 'checkbox' },
  { key: 'pitch', label: 'Text', kind: 'multiline', required: true },
  { key: 'features', label: 'Features', kind: 'lines' },
];

/** /sponsor: the reach figures, the packages and their prices, the custom sponsorship card, the ways to support. */
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
      <PageTextField {...field} name="customButton" label="Custom sponsorship button" />
      <PageTextField {...field} name="supportHeading" label="Support heading" />
      <PageTextField {...field} name="supportIntro" label="Support text" multiline />
      <ListFields
        name="support"
        legend="Ways to support"
        itemLabel="Way to support"
        items={value.support}
        fields={SUPPORT_FIELDS}
        blank={() => ({ emoji: '', title: '', text: '', link: 'contact' as const, linkLabel: '' })}
        errors={errors}
        onChange={(support) => onChange({ ...value, support })}
      />
      <PageTextField {...field} name="advertiseText" label="Advertising line" />
      <PageTextField {...field} name="advertiseLink" label="Advertising link text" />
    </>
  );
}
