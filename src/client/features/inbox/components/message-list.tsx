import { inboxRoutes } from '#shared/api/routes/inbox.generated.ts';
import type { InboxMessage } from '#shared/forms.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { useDeleteInboxItem } from '../api/delete-item';
import { useSetRead } from '../api/set-read';
import { EmptyInbox } from './empty-inbox';
import { InboxItem } from './inbox-item';
import { messageTypeLabel } from '#client/components/shared-words.ts';

function replyLink(message: InboxMessage): string {
  const subject = message.subject.startsWith('Re:') ? message.subject : `Re: ${message.subject}`;
  return `mailto:${message.email}?subject=${encodeURIComponent(subject)}`;
}

export function MessageList({ messages }: { messages: InboxMessage[] }) {
  const setRead = useSetRead('messages', inboxRoutes.setMessageRead);
  const remove = useDeleteInboxItem('messages', inboxRoutes.deleteMessage);
  if (messages.length === 0)
    return (
      <EmptyInbox>
        {i18n._('No messages yet. When someone writes through the contact form, it lands here.')}
      </EmptyInbox>
    );
  return (
    <ul className="space-y-3">
      {messages.map((message) => (
        <InboxItem
          key={message.id}
          id={message.id}
          read={message.read}
          createdAt={message.createdAt}
          title={message.subject}
          kind="message"
          who={message.name}
          meta={
            <>
              <span className="font-medium text-slate-900">{message.name}</span>{' '}
              <span className="break-all">&lt;{message.email}&gt;</span>
              <span className="ms-2 inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
                {messageTypeLabel(message.type)}
              </span>
            </>
          }
          actions={
            <a href={replyLink(message)} className={buttonClass('subtle', 'sm')}>
              {i18n._('Reply')}
              <span className="sr-only"> {i18n._('to {name}', { name: message.name })}</span>
            </a>
          }
          onToggleRead={(read) => setRead.mutate({ id: message.id, read })}
          onDelete={() => remove.mutate(message.id)}
        >
          <p className="leading-relaxed break-words whitespace-pre-wrap">{message.message}</p>
        </InboxItem>
      ))}
    </ul>
  );
}
