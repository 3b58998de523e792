import type { PageContentOf } from '../../../../shared/pages/page-schema';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';

type StartHere = PageContentOf<'start-here'>;
type Card = StartHere['features'][number];
type Step = StartHere['steps'][number];

const replaceAt = <T,>(list: readonly T[], i: number, next: T) =>
  list.map((item, j) => (j === i ? next : item));

/** One text input of a list item, its error read from the field's path ("features.2.title"). */
function ItemInput({
  id,
  label,
  value,
  error,
  multiline = false,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  multiline?: boolean;
  onChange: (text: string) => void;
}) {
  const props = {
    id,
    className: inputClass,
    value,
    'aria-invalid': Boolean(error),
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <Field id={id} label={label} error={error}>
      {multiline ? <textarea rows={2} {...props} /> : <input {...props} />}
    </Field>
  );
}

/** The feature cards and quick-start steps of /start-here. */
export function StartHereFields({
  value,
  onChange,
  errors,
}: {
  value: StartHere;
  onChange: (next: StartHere) => void;
  errors: Record<string, string>;
}) {
  const { features, steps } = value;
  const setCard = (i: number, key: keyof Card, text: string) =>
    onChange({ ...value, features: replaceAt(features, i, { ...features[i]!, [key]: text }) });
  const setStep = (i: number, key: keyof Step, text: string) =>
    onChange({ ...value, steps: replaceAt(steps, i, { ...steps[i]!, [key]: text }) });
  const cardFields: [keyof Card, string, boolean][] = [
    ['emoji', 'Emoji', false],
    ['title', 'Title', false],
    ['text', 'Text', true],
    ['to', 'Link (/stats or https://…)', false],
    ['linkLabel', 'Link text', false],
  ];
  return (
    <>
      <ItemInput
        id="page-featuresHeading"
        label="Cards heading"
        value={value.featuresHeading}
        error={errors.featuresHeading}
        onChange={(text) => onChange({ ...value, featuresHeading: text })}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">Cards</legend>
        <ol className="space-y-3">
          {features.map((card, i) => (
            <li key={i} className="grid gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-2">
              {cardFields.map(([key, label, multiline]) => (
                <ItemInput
                  key={key}
                  id={`card-${i}-${key}`}
                  label={`Card ${i + 1} ${label.toLowerCase()}`}
                  value={card[key]}
                  error={errors[`features.${i}.${key}`]}
                  multiline={multiline}
                  onChange={(text) => setCard(i, key, text)}
                />
              ))}
              <Button
                variant="ghost"
                size="sm"
                className="self-end justify-self-end"
                onClick={() => onChange({ ...value, features: features.filter((_, j) => j !== i) })}
              >
                Remove card {i + 1}
              </Button>
            </li>
          ))}
        </ol>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() =>
            onChange({
              ...value,
              features: [...features, { emoji: '', title: '', text: '', to: '/', linkLabel: '' }],
            })
          }
        >
          Add a card
        </Button>
      </fieldset>
      <ItemInput
        id="page-stepsHeading"
        label="Steps heading"
        value={value.stepsHeading}
        error={errors.stepsHeading}
        onChange={(text) => onChange({ ...value, stepsHeading: text })}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">Steps</legend>
        <ol className="space-y-3">
          {steps.map((step, i) => (
            <li key={i} className="space-y-2 rounded-xl border border-slate-200 p-3">
              <ItemInput
                id={`step-${i}-title`}
                label={`Step ${i + 1} title`}
                value={step.title}
                error={errors[`steps.${i}.title`]}
                onChange={(text) => setStep(i, 'title', text)}
              />
              <ItemInput
                id={`step-${i}-text`}
                label={`Step ${i + 1} text`}
                value={step.text}
                error={errors[`steps.${i}.text`]}
                multiline
                onChange={(text) => setStep(i, 'text', text)}
              />
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange({ ...value, steps: steps.filter((_, j) => j !== i) })}
              >
                Remove step {i + 1}
              </Button>
            </li>
          ))}
        </ol>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => onChange({ ...value, steps: [...steps, { title: '', text: '' }] })}
        >
          Add a step
        </Button>
      </fieldset>
    </>
  );
}
