import type { PageContentOf } from '#shared/pages/page-schema.ts';
import { blankFigure, FIGURE_FIELDS, figureWords } from './item-fields';
import { ListFields, PageTextField, type Errors } from './list-fields';
import { i18n } from '#client/lib/i18n.ts';

type AboutMe = PageContentOf<'about-me'>;

/** The intro card of /about-me: its greeting and its figures. */
export function AboutMeFields({
  value,
  onChange,
  errors,
}: {
  value: AboutMe;
  onChange: (next: AboutMe) => void;
  errors: Errors;
}) {
  return (
    <>
      <PageTextField
        page={value}
        name="greeting"
        label={i18n._('Greeting')}
        errors={errors}
        onChange={onChange}
      />
      <ListFields
        name="stats"
        legend={i18n._('Figures')}
        item={figureWords()}
        items={value.stats}
        fields={FIGURE_FIELDS}
        blank={blankFigure}
        errors={errors}
        onChange={(stats) => onChange({ ...value, stats })}
      />
      <PageTextField
        page={value}
        name="videosButton"
        label={i18n._('Videos button')}
        errors={errors}
        onChange={onChange}
      />
      <PageTextField
        page={value}
        name="contactButton"
        label={i18n._('Contact button')}
        errors={errors}
        onChange={onChange}
      />
    </>
  );
}
