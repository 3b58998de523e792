import { inboxRoutes } from '#shared/api/routes/inbox.generated.ts';
import { useMutation } from '@tanstack/react-query';
import type { MessageInput } from '#shared/forms.ts';
import { call } from '#client/lib/api.ts';
import { useIdempotencyKey } from '#client/lib/idempotency-key.ts';

/**
 * POST /api/messages: the contact form; the owner reads it in the inbox. One Idempotency-Key per
 * message, kept for its retries: a send whose answer was lost is not stored twice.
 */
export function useSendMessage() {
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: MessageInput) =>
      call(inboxRoutes.sendMessage, { body: input, idempotencyKey: key.current() }),
    onSuccess: key.succeeded,
  });
}
