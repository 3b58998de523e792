import { useMutation } from '@tanstack/react-query';
import type { MessageInput } from '../../../../shared/forms';
import { api } from '../../../lib/api';

/** POST /api/messages: the contact form; the owner reads it in the inbox. */
export function useSendMessage() {
  return useMutation({
    mutationFn: (input: MessageInput) => api<{ id: string }>('/messages', { method: 'POST', body: input }),
  });
}
