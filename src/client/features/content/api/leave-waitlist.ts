import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/waitlist/leave: removes whoever holds this token (a GET never does). */
export function useLeaveWaitlist() {
  return useMutation({
    mutationFn: (token: string) => api<void>('/waitlist/leave', { method: 'POST', body: { token } }),
  });
}
