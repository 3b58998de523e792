import { ApiError } from '#client/lib/api.ts';
import { toFormErrors } from '#client/lib/form-errors.ts';

export interface FormFailure<F extends string> {
  /** Messages for the form's fields the server named. */
  fields: Partial<Record<F, string>>;
  /** One sentence for the whole form (too many requests, server or network trouble). */
  message: string;
}

/** What to tell a visitor whose form was refused, in plain words; what they typed stays. */
export function formFailure<F extends string>(error: unknown, known: readonly F[]): FormFailure<F> {
  if (!(error instanceof ApiError)) return { fields: {}, message: 'Something went wrong. Please try again.' };
  const { errors: fields, other } = toFormErrors(error.fields, { fields: known });
  if (error.status === 400 && Object.keys(fields).length > 0 && other.length === 0) {
    return { fields, message: 'Please check the highlighted fields.' };
  }
  if (error.status === 429) return { fields, message: `${error.message} What you typed is still here.` };
  if (error.status === 0) return { fields, message: error.message };
  return { fields, message: other[0] ?? error.message };
}
