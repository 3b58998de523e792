import type { PageContentOf } from '#shared/pages/page-schema.ts';
import { blankFigure, FIGURE_FIELDS } from './item-fields';
import { ListFields, PageTextField, type Errors } from './list-fields';

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
      <PageTextField page={value} name="greeting" label="Greeting" errors={errors} onChange={onChange} />
      <ListFields
        name="stats"
        legend="Figures"
        itemLabel="Figure"
        items={value.stats}
        fields={FIGURE_FIELDS}
        blank={blankFigure}
        errors={errors}
        onChange={(stats) => onChange({ ...value, stats })}
      />
      <PageTextField
        page={value}
        name="videosButton"
        label="Videos button"
        errors={errors}
        onChange={onChange}
      />
      <PageTextField
        page={value}
        name="contactButton"
        label="Contact button"
        errors={errors}
        onChange={onChange}
      />
    </>
  );
}
