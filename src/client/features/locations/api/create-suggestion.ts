import { suggestionsRoutes } from '#shared/api/routes/suggestions.generated.ts';
import { useMutation } from '@tanstack/react-query';
import type { SuggestionInput } from '#shared/forms.ts';
import { call } from '#client/lib/api.ts';
import { useIdempotencyKey } from '#client/lib/idempotency-key.ts';

/**
 * POST /api/suggestions: a visitor's place suggestion, which the owner reads in the inbox. One
 * Idempotency-Key per suggestion, kept for its retries: a lost answer retried is not stored twice.
 */
export function useCreateSuggestion() {
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: SuggestionInput) =>
      call(suggestionsRoutes.create, { body: input, idempotencyKey: key.current() }),
    onSuccess: key.succeeded,
  });
}
