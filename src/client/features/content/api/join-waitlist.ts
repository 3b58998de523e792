import { useMutation } from '@tanstack/react-query';
import type { WaitlistInput } from '../../../../shared/forms';
import { api } from '../../../lib/api';
import { useIdempotencyKey } from '../../../lib/idempotency-key';

/**
 * POST /api/waitlist: the same answer whether or not the address was already on the list; one
 * Idempotency-Key per submission, kept for its retries.
 */
export function useJoinWaitlist() {
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: WaitlistInput) =>
      api<{ ok: true }>('/waitlist', { method: 'POST', body: input, idempotencyKey: key.current() }),
    onSuccess: key.succeeded,
  });
}
