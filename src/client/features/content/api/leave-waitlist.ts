import { inboxRoutes } from '#shared/api/routes/inbox.generated.ts';
import { useMutation } from '@tanstack/react-query';
import { call } from '#client/lib/api.ts';

/** POST /api/waitlist/leave: removes whoever holds this token (a GET never does). */
export function useLeaveWaitlist() {
  return useMutation({
    mutationFn: (token: string) => call(inboxRoutes.leaveWaitlist, { body: { token } }),
  });
}
