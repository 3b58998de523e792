import type { PageContentOf } from '#shared/pages/page-schema.ts';
import { blankCard, blankFigure, CARD_FIELDS, EMAIL_HINT, FIGURE_FIELDS } from './item-fields';
import { MarkdownPreview } from './markdown-preview';
import { ListFields, PageTextField, type Errors } from './list-fields';

type About = PageContentOf<'about'>;

/** /about: its figures and feature cards (after the body), then its closing cards. */
export function AboutFields({
  value,
  onChange,
  errors,
}: {
  value: About;
  onChange: (next: About) => void;
  errors: Errors;
}) {
  return (
    <>
      <ListFields
        name="figures"
        legend="Figures"
        itemLabel="Figure"
        items={value.figures}
        fields={FIGURE_FIELDS}
        blank={blankFigure}
        errors={errors}
        onChange={(figures) => onChange({ ...value, figures })}
      />
      <PageTextField
        page={value}
        name="featuresHeading"
        label="Cards heading"
        errors={errors}
        onChange={onChange}
      />
      <ListFields
        name="features"
        legend="Cards"
        itemLabel="Card"
        items={value.features}
        fields={CARD_FIELDS}
        blank={blankCard}
        errors={errors}
        onChange={(features) => onChange({ ...value, features })}
      />
      <PageTextField
        page={value}
        name="closing"
        label="Closing cards (Markdown, after the feature cards)"
        multiline
        rows={10}
        hint={`Each ## begins a card. ${EMAIL_HINT}`}
        errors={errors}
        onChange={onChange}
      />
      <MarkdownPreview body={value.closing} name="closing" label="How the closing cards will look" />
      <PageTextField
        page={value}
        name="contactButton"
        label="Contact button"
        errors={errors}
        onChange={onChange}
      />
      <PageTextField
        page={value}
        name="aboutMeButton"
        label="About me button"
        errors={errors}
        onChange={onChange}
      />
    </>
  );
}
