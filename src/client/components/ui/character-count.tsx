import { formatNumber, i18n } from '#client/lib/i18n.ts';

/**
 * "1,234 of 5,000 characters", counted as the form's check counts (spaces at the ends left out);
 * past the limit it says by how much, in the error colour. Nothing typed is ever cut: the form
 * refuses to send, naming the limit, and keeps every word.
 */
export function CharacterCount({ value, max }: { value: string; max: number }) {
  const count = value.trim().length;
  const over = count - max;
  return (
    <span className={over > 0 ? 'font-medium text-red-700' : undefined}>
      {over > 0
        ? i18n._('{count} of {max} characters: {over} too many', {
            count: formatNumber(count),
            max: formatNumber(max),
            over: formatNumber(over),
          })
        : i18n._('{count} of {max} characters', { count: formatNumber(count), max: formatNumber(max) })}
    </span>
  );
}

/**
 * Whether a field is near its limit (past nine tenths of it): where a counter would be noise
 * until then, it is shown from here on.
 */
export const nearLimit = (value: string, max: number) => value.trim().length > max * 0.9;
