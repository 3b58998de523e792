import { formatCount } from '#shared/format-count.ts';

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
      {formatCount(count)} of {formatCount(max)} characters
      {over > 0 && `: ${formatCount(over)} too many`}
    </span>
  );
}
