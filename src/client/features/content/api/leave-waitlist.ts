import { useMutation } from '@tanstack/react-query';
import { inboxApi } from '../../../../shared/api/inbox';
import { call } from '../../../lib/api';

/** POST /api/waitlist/leave: removes whoever holds this token (a GET never does). */
export function useLeaveWaitlist() {
  return useMutation({
    mutationFn: (token: string) => call(inboxApi.leaveWaitlist, { body: { token } }),
  });
}
