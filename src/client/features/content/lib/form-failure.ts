import { ApiError } from '../../../lib/api';

export interface FormFailure {
  /** Messages for the fields the server named. */
  fields: Record<string, string>;
  /** One sentence for the whole form (too many requests, server or network trouble). */
  message: string;
}

/** What to tell a visitor whose form was refused, in plain words; what they typed stays. */
export function formFailure(error: unknown, known: readonly string[]): FormFailure {
  if (!(error instanceof ApiError)) return { fields: {}, message: 'Something went wrong. Please try again.' };
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const [field, message] of Object.entries(error.fields)) {
    if (known.includes(field)) fields[field] = message;
    else other.push(message);
  }
  if (error.status === 400 && Object.keys(fields).length > 0 && other.length === 0) {
    return { fields, message: 'Please check the highlighted fields.' };
  }
  if (error.status === 429) return { fields, message: `${error.message} What you typed is still here.` };
  if (error.status === 0) return { fields, message: error.message };
  return { fields, message: other[0] ?? error.message };
}
