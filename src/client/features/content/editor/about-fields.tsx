import type { PageContentOf } from '#shared/pages/page-schema.ts';
import {
  blankCard,
  blankFigure,
  CARD_FIELDS,
  cardWords,
  emailHint,
  FIGURE_FIELDS,
  figureWords,
} from './item-fields';
import { MarkdownPreview } from './markdown-preview';
import { ListFields, PageTextField, type Errors } from './list-fields';
import { i18n } from '#client/lib/i18n.ts';

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
        legend={i18n._('Figures')}
        item={figureWords()}
        items={value.figures}
        fields={FIGURE_FIELDS}
        blank={blankFigure}
        errors={errors}
        onChange={(figures) => onChange({ ...value, figures })}
      />
      <PageTextField
        page={value}
        name="featuresHeading"
        label={i18n._('Cards heading')}
        errors={errors}
        onChange={onChange}
      />
      <ListFields
        name="features"
        legend={i18n._('Cards')}
        item={cardWords()}
        items={value.features}
        fields={CARD_FIELDS}
        blank={blankCard}
        errors={errors}
        onChange={(features) => onChange({ ...value, features })}
      />
      <PageTextField
        page={value}
        name="closing"
        label={i18n._('Closing cards (Markdown, after the feature cards)')}
        multiline
        rows={10}
        hint={`${i18n._('Each ## begins a card.')} ${emailHint()}`}
        errors={errors}
        onChange={onChange}
      />
      <MarkdownPreview
        body={value.closing}
        name="closing"
        label={i18n._('How the closing cards will look')}
      />
      <PageTextField
        page={value}
        name="contactButton"
        label={i18n._('Contact button')}
        errors={errors}
        onChange={onChange}
      />
      <PageTextField
        page={value}
        name="aboutMeButton"
        label={i18n._('About me button')}
        errors={errors}
        onChange={onChange}
      />
    </>
  );
}
