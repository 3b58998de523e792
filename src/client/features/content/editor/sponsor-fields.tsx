import type { PageContentOf } from '#shared/pages/page-schema.ts';
import { blankFigure, FIGURE_FIELDS, figureWords } from './item-fields';
import {
  errorUnder,
  LinesField,
  ListFields,
  PageTextField,
  type Errors,
  type ItemField,
  type ItemWords,
} from './list-fields';
import { i18n } from '#client/lib/i18n.ts';

type Sponsor = PageContentOf<'sponsor'>;

/** A way to support's fields; its link's choices are named in the page's language. */
const supportFields = (): readonly ItemField<Sponsor['support'][number]>[] => [
  { key: 'emoji', label: /*i18n*/ 'emoji' },
  { key: 'title', label: /*i18n*/ 'title', required: true },
  { key: 'text', label: /*i18n*/ 'text', kind: 'multiline', required: true },
  {
    key: 'link',
    label: /*i18n*/ 'links to',
    kind: 'select',
    options: [
      { value: 'channel', label: i18n._('Your channel') },
      { value: 'map', label: i18n._('The map') },
      { value: 'affiliate', label: i18n._('Affiliate disclosure') },
      { value: 'contact', label: i18n._('Contact') },
    ],
  },
  { key: 'linkLabel', label: /*i18n*/ 'link text', required: true },
];

const PACKAGE_FIELDS: readonly ItemField<Sponsor['packages'][number]>[] = [
  { key: 'name', label: /*i18n*/ 'name', required: true },
  { key: 'emoji', label: /*i18n*/ 'emoji' },
  { key: 'price', label: /*i18n*/ 'price per month ($299)', required: true },
  { key: 'highlighted', label: /*i18n*/ 'most popular', kind: 'checkbox' },
  { key: 'pitch', label: /*i18n*/ 'text', kind: 'multiline', required: true },
  { key: 'features', label: /*i18n*/ 'features', kind: 'lines' },
];

const packageWords = (): ItemWords => ({
  numbered: (number) => i18n._('Package {number}', { number }),
  add: i18n._('Add a package'),
  remove: (number) => i18n._('Remove package {number}', { number }),
});
const supportWords = (): ItemWords => ({
  numbered: (number) => i18n._('Way to support {number}', { number }),
  add: i18n._('Add a way to support'),
  remove: (number) => i18n._('Remove way to support {number}', { number }),
});

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
        legend={i18n._('Figures')}
        item={figureWords()}
        items={value.reach}
        fields={FIGURE_FIELDS}
        blank={blankFigure}
        errors={errors}
        onChange={(reach) => onChange({ ...value, reach })}
      />
      <PageTextField {...field} name="packagesHeading" label={i18n._('Packages heading')} />
      <PageTextField {...field} name="packagesIntro" label={i18n._('Packages text')} multiline />
      <ListFields
        name="packages"
        legend={i18n._('Packages')}
        item={packageWords()}
        items={value.packages}
        fields={PACKAGE_FIELDS}
        blank={() => ({ emoji: '', name: '', price: '', pitch: '', features: [], highlighted: false })}
        errors={errors}
        onChange={(packages) => onChange({ ...value, packages })}
      />
      <PageTextField {...field} name="customHeading" label={i18n._('Custom sponsorship heading')} />
      <PageTextField {...field} name="customIntro" label={i18n._('Custom sponsorship text')} multiline />
      <LinesField
        id="page-customIdeas"
        label={i18n._('Custom sponsorship ideas')}
        lines={value.customIdeas}
        error={errorUnder(errors, 'customIdeas')}
        onChange={(customIdeas) => onChange({ ...value, customIdeas })}
      />
      <PageTextField
        {...field}
        name="customClosing"
        label={i18n._('Custom sponsorship closing text')}
        multiline
      />
      <PageTextField {...field} name="customButton" label={i18n._('Custom sponsorship button')} />
      <PageTextField {...field} name="supportHeading" label={i18n._('Support heading')} />
      <PageTextField {...field} name="supportIntro" label={i18n._('Support text')} multiline />
      <ListFields
        name="support"
        legend={i18n._('Ways to support')}
        item={supportWords()}
        items={value.support}
        fields={supportFields()}
        blank={() => ({ emoji: '', title: '', text: '', link: 'contact' as const, linkLabel: '' })}
        errors={errors}
        onChange={(support) => onChange({ ...value, support })}
      />
      <PageTextField {...field} name="advertiseText" label={i18n._('Advertising line')} />
      <PageTextField {...field} name="advertiseLink" label={i18n._('Advertising link text')} />
    </>
  );
}
