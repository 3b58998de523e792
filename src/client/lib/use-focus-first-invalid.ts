import { useEffect, type RefObject } from 'react';

/**
 * After a failed submit, focus moves to the form's first field marked invalid, not left on the
 * button: a keyboard or screen-reader user lands on what to fix, and a phone scrolls it into view.
 * `errors` is the form's field messages; a new object each time the form is checked.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, errors: object) {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, errors]);
}
