import { inboxRoutes } from '#shared/api/routes/inbox.generated.ts';
import type { WaitlistEntry } from '#shared/forms.ts';
import { i18n } from '#client/lib/i18n.ts';
import { useDeleteInboxItem } from '../api/delete-item';
import { useSetRead } from '../api/set-read';
import { EmptyInbox } from './empty-inbox';
import { InboxItem } from './inbox-item';

export function WaitlistList({ entries }: { entries: WaitlistEntry[] }) {
  const setRead = useSetRead('waitlist', inboxRoutes.setSubscriberRead);
  const remove = useDeleteInboxItem('waitlist', inboxRoutes.deleteSubscriber);
  if (entries.length === 0)
    return <EmptyInbox>{i18n._('No one on the Trip Packs waitlist yet.')}</EmptyInbox>;
  return (
    <ul className="space-y-3">
      {entries.map((entry) => (
        <InboxItem
          key={entry.id}
          id={entry.id}
          read={entry.read}
          createdAt={entry.createdAt}
          title={<span className="break-all">{entry.email}</span>}
          kind="subscriber"
          who={entry.email}
          onToggleRead={(read) => setRead.mutate({ id: entry.id, read })}
          onDelete={() => remove.mutate(entry.id)}
        />
      ))}
    </ul>
  );
}
