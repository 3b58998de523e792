import { routes } from '../../../../shared/api/routes.generated';
import { useMutation } from '@tanstack/react-query';
import type { WaitlistInput } from '../../../../shared/forms';
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
      call(routes.inbox.joinWaitlist, { body: input, idempotencyKey: key.current() }),
    onSuccess: key.succeeded,
  });
}
