import type { PageContentOf } from '../../../../shared/pages/page-schema';
import { Button } from '../../../components/ui/button';
import { errorId, Field, inputClass } from '../../../components/ui/field';

type AboutMe = PageContentOf<'about-me'>;

const MAX_FIGURES = 6;

/** The intro card of /about-me: its greeting and its figures. */
export function AboutMeFields({
  value,
  onChange,
  errors,
}: {
  value: AboutMe;
  onChange: (next: AboutMe) => void;
  errors: Record<string, string>;
}) {
  const setStat = (i: number, key: 'value' | 'label', text: string) =>
    onChange({ ...value, stats: value.stats.map((s, j) => (j === i ? { ...s, [key]: text } : s)) });
  return (
    <>
      <Field id="page-greeting" label="Greeting" error={errors.greeting} required>
        <input
          id="page-greeting"
          className={inputClass}
          value={value.greeting}
          aria-invalid={Boolean(errors.greeting)}
          aria-describedby={errors.greeting ? errorId('page-greeting') : undefined}
          onChange={(e) => onChange({ ...value, greeting: e.target.value })}
        />
      </Field>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Figures</legend>
        {errors.stats && <p className="text-sm font-medium text-red-700">{errors.stats}</p>}
        {value.stats.map((stat, i) => (
          <div key={i} className="flex flex-wrap items-end gap-2">
            <Field
              id={`page-stat-${i}-value`}
              label={`Figure ${i + 1}`}
              error={errors[`stats.${i}.value`]}
              className="w-28"
            >
              <input
                id={`page-stat-${i}-value`}
                className={inputClass}
                value={stat.value}
                aria-invalid={Boolean(errors[`stats.${i}.value`])}
                onChange={(e) => setStat(i, 'value', e.target.value)}
              />
            </Field>
            <Field
              id={`page-stat-${i}-label`}
              label={`Label ${i + 1}`}
              error={errors[`stats.${i}.label`]}
              className="min-w-40 flex-1"
            >
              <input
                id={`page-stat-${i}-label`}
                className={inputClass}
                value={stat.label}
                aria-invalid={Boolean(errors[`stats.${i}.label`])}
                onChange={(e) => setStat(i, 'label', e.target.value)}
              />
            </Field>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove figure ${i + 1}`}
              onClick={() => onChange({ ...value, stats: value.stats.filter((_, j) => j !== i) })}
            >
              Remove
            </Button>
          </div>
        ))}
        {value.stats.length < MAX_FIGURES && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onChange({ ...value, stats: [...value.stats, { value: '', label: '' }] })}
          >
            Add a figure
          </Button>
        )}
      </fieldset>
    </>
  );
}
