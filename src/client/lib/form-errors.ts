/** Where a form shows a message the contract keys under a field the form has no input for. */
export type MovedField<F extends string> = (
  message: string,
  /** The item a path such as "photos.2" names, if any. */
  index: number | undefined,
) => { field: F; message: string };

/** Which of the contract's field keys a form shows, and where. */
export interface FormShape<F extends string> {
  /** Fields the form shows under the contract's own key ("email", "notes"). */
  fields: readonly F[];
  /** Keys the form shows under another field, e.g. "youtubeUrls.0" under its one video input. */
  moved?: Partial<Record<string, MovedField<F>>>;
}

export interface FormErrors<F extends string> {
  /** One message per form field: the first path that lands on it wins. */
  errors: Partial<Record<F, string>>;
  /** Messages for keys the form does not show, in the order given. */
  other: string[];
}

/**
 * The contract's `fields` (the server's answer, or a local parse through issuesToFields) as a form's
 * field messages. A path is matched by its first segment, so "photos.2" lands on photos.
 */
export function toFormErrors<F extends string>(
  fields: Readonly<Record<string, string>>,
  shape: FormShape<F>,
): FormErrors<F> {
  const errors: Partial<Record<F, string>> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const [head = '', item] = path.split('.');
    const moved = shape.moved && Object.hasOwn(shape.moved, head) ? shape.moved[head] : undefined;
    if (moved) {
      const shown = moved(message, item === undefined ? undefined : Number(item));
      errors[shown.field] ??= shown.message;
    } else if ((shape.fields as readonly string[]).includes(head)) {
      errors[head as F] ??= message;
    } else {
      other.push(message);
    }
  }
  return { errors, other };
}

/**
 * What to tell the person of a refused write: for a 400 that names fields, the fields' messages (its
 * own message only says that some are not valid); else its message.
 */
export function reasonsOf(error: {
  code: string;
  message: string;
  fields: Record<string, string>;
}): string[] {
  const fields = error.code === 'invalid_input' ? [...new Set(Object.values(error.fields))] : [];
  return fields.length > 0 ? fields : [error.message];
}
