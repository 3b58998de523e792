import type { z } from './zod';

/**
 * The contract's `fields` record from zod issues: one message per path ("photos.2"), the first issue
 * for a path wins, an issue on the whole value is keyed 'body', and unknown keys are named one by one.
 * The server answers with it and the client validates with it, so both errors read the same.
 */
export function issuesToFields(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] ??= `Unknown field "${key}"`;
      continue;
    }
    const path = issue.path.length > 0 ? issue.path.join('.') : 'body';
    fields[path] ??= issue.message;
  }
  return fields;
}
