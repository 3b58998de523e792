import { useMutation } from '@tanstack/react-query';
import type { WaitlistInput } from '../../../../shared/forms';
import { inboxApi } from '../../../../shared/api/inbox';
import { call } from '../../../lib/api';
import { useIdempotencyKey } from '../../../lib/idempotency-key';

/**
 * POST /api/waitlist: the same answer whether or not the address was already on the list; one
 * Idempotency-Key per submission, kept for its retries.
 */
export function useJoinWaitlist() {
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: WaitlistInput) =>
      call(inboxApi.joinWaitlist, { body: input, idempotencyKey: key.current() }),
    onSuccess: key.succeeded,
  });
}
