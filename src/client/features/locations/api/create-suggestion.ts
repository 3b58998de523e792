import { useMutation } from '@tanstack/react-query';
import type { SuggestionInput } from '../../../../shared/forms';
import { api } from '../../../lib/api';

/** POST /api/suggestions: a visitor's place suggestion, which the owner reads in the inbox. */
export function useCreateSuggestion() {
  return useMutation({
    mutationFn: (input: SuggestionInput) =>
      api<{ id: string }>('/suggestions', { method: 'POST', body: input }),
  });
}
