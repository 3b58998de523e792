import { routes } from '../../../../shared/api/routes.generated';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** POST /api/waitlist/leave: removes whoever holds this token (a GET never does). */
export function useLeaveWaitlist() {
  return useMutation({
    mutationFn: (token: string) => call(routes.inbox.leaveWaitlist, { body: { token } }),
  });
}
