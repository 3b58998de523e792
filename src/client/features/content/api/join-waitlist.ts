import { useMutation } from '@tanstack/react-query';
import type { WaitlistInput } from '../../../../shared/forms';
import { api } from '../../../lib/api';

/** POST /api/waitlist: the same answer whether or not the address was already on the list. */
export function useJoinWaitlist() {
  return useMutation({
    mutationFn: (input: WaitlistInput) => api<{ ok: true }>('/waitlist', { method: 'POST', body: input }),
  });
}
