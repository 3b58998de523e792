import { inboxRoutes } from '#shared/api/routes/inbox.generated.ts';
import { useMutation } from '@tanstack/react-query';
import type { WaitlistInput } from '#shared/forms.ts';
import { call } from '#client/lib/api.ts';
import { useIdempotencyKey } from '#client/lib/idempotency-key.ts';

/**
 * POST /api/waitlist: the same answer whether or not the address was already on the list; one
 * Idempotency-Key per submission, kept for its retries.
 */
export function useJoinWaitlist() {
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: WaitlistInput) =>
      call(inboxRoutes.joinWaitlist, { body: input, idempotencyKey: key.current() }),
    onSuccess: key.succeeded,
  });
}
