import { useState } from 'react';
import type { LocationStatus } from '#shared/location.ts';
import { VisitedAtSchema } from '#shared/location-schema.ts';
import { Button } from '#client/components/ui/button.tsx';
import { errorAria, Field, inputClass } from '#client/components/ui/field.tsx';
import { Modal } from '#client/components/ui/modal.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { formatDate } from './detail-view';

/** The visited date a status change sets: a date, null to clear it, undefined to leave it. */
export type VisitedChange = string | null | undefined;
type Apply = (status: LocationStatus, visitedAt: VisitedChange) => void;

type Ask =
  | { kind: 'date'; status: LocationStatus; initial: string; apply: Apply }
  | { kind: 'keep'; status: LocationStatus; visitedAt: string; apply: Apply };

/** Today as the owner's calendar reads it (not UTC's: late in the evening it is still today here). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A status change that concerns the visited date asks about it first: marking a place Visited asks
 * for the date (today unless it has one; Skip leaves it as it is), and leaving Visited with a date
 * asks whether to keep it. Any other change applies at once; closing the question changes nothing.
 */
export function useVisitedPrompt() {
  const [ask, setAsk] = useState<Ask | null>(null);
  const request = (
    from: { status: LocationStatus; visitedAt: string | null },
    status: LocationStatus,
    apply: Apply,
  ) => {
    if (status === 'visited' && from.status !== 'visited')
      setAsk({ kind: 'date', status, initial: from.visitedAt || localToday(), apply });
    else if (from.status === 'visited' && status !== 'visited' && from.visitedAt)
      setAsk({ kind: 'keep', status, visitedAt: from.visitedAt, apply });
    else apply(status, undefined);
  };
  const answer = (visitedAt: VisitedChange) => {
    if (!ask) return;
    setAsk(null);
    ask.apply(ask.status, visitedAt);
  };
  const prompt = (
    <>
      {ask?.kind === 'date' && (
        <VisitedDateDialog initial={ask.initial} onAnswer={answer} onCancel={() => setAsk(null)} />
      )}
      <Modal
        open={ask?.kind === 'keep'}
        onOpenChange={(open) => !open && setAsk(null)}
        title={i18n._('Keep the visited date?')}
        description={
          ask?.kind === 'keep'
            ? i18n._('It says you visited on {date}.', { date: formatDate(ask.visitedAt) })
            : undefined
        }
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => answer(null)}>
              {i18n._('Clear')}
            </Button>
            <Button onClick={() => answer(undefined)}>{i18n._('Keep')}</Button>
          </>
        }
      />
    </>
  );
  return { request, prompt };
}

const DATE_INPUT = 'visited-date-prompt';

function VisitedDateDialog({
  initial,
  onAnswer,
  onCancel,
}: {
  initial: string;
  onAnswer: (visitedAt: VisitedChange) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onCancel()}
      title={i18n._('When did you visit?')}
      description={i18n._('The date goes into the statistics. You can skip it and add it later.')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => onAnswer(undefined)}>
            {i18n._('Skip')}
          </Button>
          <Button type="submit" form={`${DATE_INPUT}-form`}>
            {i18n._('Save date')}
          </Button>
        </>
      }
    >
      <form
        id={`${DATE_INPUT}-form`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const checked = VisitedAtSchema.safeParse(value || null);
          if (!checked.success || !checked.data) {
            setError(checked.success ? i18n._('Choose a date, or Skip.') : checked.error.issues[0]?.message);
            return;
          }
          onAnswer(checked.data);
        }}
      >
        <Field id={DATE_INPUT} label={i18n._('Visited on')} error={error}>
          <input
            id={DATE_INPUT}
            type="date"
            className={inputClass}
            value={value}
            {...errorAria(DATE_INPUT, error)}
            onChange={(event) => {
              setValue(event.target.value);
              setError(undefined);
            }}
          />
        </Field>
      </form>
    </Modal>
  );
}
