import { LoadAlert } from '#client/components/ui/load-error.tsx';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { pageTitle } from '#shared/routes.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { InboxIcon } from '#client/components/ui/icons.tsx';
import { ApiError } from '#client/lib/api.ts';
import { i18n } from '#client/lib/i18n.ts';
import { OwnerPage, SignInNotice } from '#client/components/owner-page.tsx';
import { useMessages } from './api/get-messages';
import { useSuggestions } from './api/get-suggestions';
import { useWaitlist, WAITLIST_CSV_URL } from './api/get-waitlist';
import { InboxTabs, type InboxTab } from './components/inbox-tabs';
import { MessageList } from './components/message-list';
import { SiteSettingsPanel } from './components/site-settings-panel';
import { OpeningViewPanel } from './components/opening-view-panel';
import { MediaKitPanel } from './components/media-kit-panel';
import { SuggestionList, type AddPlaceDialog } from './components/suggestion-list';
import { TellWaitlist } from './components/tell-waitlist';
import { WaitlistList } from './components/waitlist-list';

type TabId = 'messages' | 'suggestions' | 'waitlist';
const TAB_IDS: readonly TabId[] = ['messages', 'suggestions', 'waitlist'];
const signInText = () => i18n._('Please sign in as the owner to read the inbox.');

/**
 * The owner reads what visitors sent: messages, place suggestions and the Trip Packs waitlist.
 * A suggestion becomes a place through `AddPlaceDialog`, which the app layer hands in.
 */
export function InboxPage({ AddPlaceDialog }: { AddPlaceDialog: AddPlaceDialog }) {
  return (
    <OwnerPage
      head={<title>{pageTitle(i18n._('Inbox'))}</title>}
      title={i18n._('Inbox')}
      icon={<InboxIcon size={22} />}
      signInText={signInText()}
    >
      <OwnerInbox AddPlaceDialog={AddPlaceDialog} />
    </OwnerPage>
  );
}

function OwnerInbox({ AddPlaceDialog }: { AddPlaceDialog: AddPlaceDialog }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as TabId | null;
  const selected: TabId = requested && TAB_IDS.includes(requested) ? requested : 'messages';
  const messages = useMessages(true);
  const suggestions = useSuggestions(true);
  const waitlist = useWaitlist(true);

  const queries = [messages, suggestions, waitlist] as const;
  if (queries.some((query) => query.error instanceof ApiError && query.error.status === 401))
    return <SignInNotice>{signInText()}</SignInNotice>;

  const tab = (id: TabId, label: string, query: UseQueryResult<{ read: boolean }[]>): InboxTab<TabId> => ({
    id,
    label,
    total: query.data?.length,
    unread: query.data?.filter((item) => !item.read).length,
  });
  const tabs = [
    tab('messages', i18n._('Messages'), messages),
    tab('suggestions', i18n._('Suggestions'), suggestions),
    tab('waitlist', i18n._('Waitlist'), waitlist),
  ];

  const select = (id: TabId) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === 'messages') next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="space-y-8">
      <InboxTabs tabs={tabs} selected={selected} onSelect={select}>
        {selected === 'messages' && (
          <Loaded query={messages}>{(data) => <MessageList messages={data} />}</Loaded>
        )}
        {selected === 'suggestions' && (
          <Loaded query={suggestions}>
            {(data) => <SuggestionList suggestions={data} AddPlaceDialog={AddPlaceDialog} />}
          </Loaded>
        )}
        {selected === 'waitlist' && (
          <>
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-700">
                {i18n._(
                  'Everyone waiting for Trip Packs. The export carries each subscriber’s personal leave link.',
                )}
              </p>
              <a href={WAITLIST_CSV_URL} download className={buttonClass('secondary', 'sm')}>
                {i18n._('Export CSV')}
              </a>
            </div>
            <Loaded query={waitlist}>
              {(data) => (
                <>
                  <TellWaitlist subscribers={data.length} />
                  <WaitlistList entries={data} />
                </>
              )}
            </Loaded>
          </>
        )}
      </InboxTabs>
      <SiteSettingsPanel />
      <OpeningViewPanel />
      <MediaKitPanel />
    </div>
  );
}

function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.data) return children(query.data);
  if (query.isError) {
    return (
      <LoadAlert
        what={i18n._('Could not load this list')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <p className="text-slate-700">{i18n._('Loading…')}</p>;
}
