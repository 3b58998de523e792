import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useOwner } from '#client/lib/use-owner.ts';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { User } from '#shared/auth.ts';
import { toast } from '#client/components/ui/toast.tsx';
import {
  CalendarIcon,
  CameraIcon,
  ChartIcon,
  ChevronDownIcon,
  HashIcon,
  InboxIcon,
  LayersIcon,
  LogOutIcon,
  MapIcon,
  NavigationIcon,
  PinIcon,
  SettingsIcon,
  TrashIcon,
} from '#client/components/ui/icons.tsx';
import {
  ArchiveMenuItems,
  ExportMenuItems,
  loadImportDialog,
  loadImportHistoryDialog,
  loadRestoreArchiveDialog,
} from '#client/features/data-transfer/public.ts';
import { loadTagManagerDialog } from '#client/features/tags/public.ts';
import { useUnreadCount } from '#client/features/inbox/public-owner.ts';
import { useSignOut } from '#client/lib/owner-session.ts';
import { i18n } from '#client/lib/i18n.ts';
import { Avatar } from '#client/features/auth/components/avatar.tsx';
import { ProfileDialog } from '#client/features/auth/components/profile-dialog.tsx';

const ImportDialog = lazy(async () => ({ default: await loadImportDialog() }));
const ImportHistoryDialog = lazy(async () => ({ default: await loadImportHistoryDialog() }));
const RestoreArchiveDialog = lazy(async () => ({ default: await loadRestoreArchiveDialog() }));
const TagManagerDialog = lazy(async () => ({ default: await loadTagManagerDialog() }));
// The first sign-in's question, in a chunk of its own: the menu's own list of chunks stays as it was.
const OnboardingPrompt = lazy(async () => ({
  default: (await import('#client/features/auth/components/onboarding-prompt.tsx')).OnboardingPrompt,
}));

// As long as the window lets it be, then scrolling: on a short screen Sign Out stays in reach.
const contentClass =
  'z-[1200] max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-56 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10';
const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium text-slate-800 outline-none select-none data-[highlighted]:bg-teal-50 data-[highlighted]:text-teal-900';

/** A dialog the app layer hands in (another feature's), rendered once the menu first opens it. */
export type MenuDialogSlot = (props: { open: boolean; onOpenChange: (open: boolean) => void }) => ReactNode;

/**
 * The owner's name and avatar with the account menu: Profile Settings, Import Places, Import history,
 * Export Data, Download archive, Restore from archive…, Tags, Embed map, Inbox, Places from photos,
 * Possible duplicates, Trip packs, Audience, Trash, Sign Out.
 */
export function OwnerMenu({
  owner,
  embedDialog,
  onKeep,
}: {
  owner: User;
  embedDialog?: MenuDialogSlot;
  /** Told the owner to keep the menu for while one of its dialogs is open, and null once none is. */
  onKeep?: (owner: User | null) => void;
}) {
  // False while the menu is kept for an open dialog after a read found the session ended.
  const { isOwner: signedIn } = useOwner();
  const signOut = useSignOut();
  const [editingProfile, setEditingProfile] = useState(false);
  const [importing, setImporting] = useState(false);
  const [importLoaded, setImportLoaded] = useState(false);
  const [history, setHistory] = useState(false);
  const [historyLoaded, setHistoryLoaded] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const [restoreLoaded, setRestoreLoaded] = useState(false);
  const [tagsOpen, setTagsOpen] = useState(false);
  const [tagsLoaded, setTagsLoaded] = useState(false);
  const [embedOpen, setEmbedOpen] = useState(false);
  const [embedLoaded, setEmbedLoaded] = useState(false);
  const unread = useUnreadCount(signedIn).data?.total ?? 0;
  const dialogOpen = editingProfile || importing || history || restoring || tagsOpen || embedOpen;
  useEffect(() => onKeep?.(dialogOpen ? owner : null), [dialogOpen, owner, onKeep]);

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          aria-label={
            unread > 0
              ? i18n._('Account: {name}, {count} unread in the inbox', { name: owner.name, count: unread })
              : i18n._('Account: {name}', { name: owner.name })
          }
          className="inline-flex items-center gap-2 rounded-full py-1 pe-2 ps-1 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          <span className="relative">
            <Avatar name={owner.name} src={owner.avatar} />
            {unread > 0 && (
              <span
                aria-hidden="true"
                className="absolute -top-1 -end-1 min-w-5 rounded-full bg-red-700 px-1 text-center text-[11px] leading-5 font-bold text-white ring-2 ring-white"
              >
                {unread > 99 ? '99+' : unread}
              </span>
            )}
          </span>
          <span className="hidden max-w-32 truncate lg:inline">{owner.name}</span>
          <ChevronDownIcon size={16} className="text-slate-500" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={8} className={contentClass}>
            <DropdownMenu.Label className="px-3 py-2">
              <span className="block text-sm font-semibold text-slate-900">{owner.name}</span>
              <span className="block truncate text-xs text-slate-600">{owner.email}</span>
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item className={itemClass} onSelect={() => setEditingProfile(true)}>
              <SettingsIcon size={16} /> {i18n._('Profile Settings')}
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={itemClass}
              onSelect={() => {
                setImportLoaded(true);
                setImporting(true);
              }}
            >
              <LayersIcon size={16} /> {i18n._('Import Places')}
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={itemClass}
              onSelect={() => {
                setHistoryLoaded(true);
                setHistory(true);
              }}
            >
              <CalendarIcon size={16} /> {i18n._('Import history')}
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <ExportMenuItems itemClassName={itemClass} />
            <ArchiveMenuItems
              itemClassName={itemClass}
              onRestore={() => {
                setRestoreLoaded(true);
                setRestoring(true);
              }}
            />
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item
              className={itemClass}
              onSelect={() => {
                setTagsLoaded(true);
                setTagsOpen(true);
              }}
            >
              <HashIcon size={16} /> {i18n._('Tags')}
            </DropdownMenu.Item>
            {embedDialog && (
              <DropdownMenu.Item
                className={itemClass}
                onSelect={() => {
                  setEmbedLoaded(true);
                  setEmbedOpen(true);
                }}
              >
                <MapIcon size={16} /> {i18n._('Embed map')}
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/trips">
                <NavigationIcon size={16} /> {i18n._('Trips')}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/inbox">
                <InboxIcon size={16} /> {i18n._('Inbox')}
                {unread > 0 && (
                  <span className="ms-auto rounded-full bg-red-700 px-2 text-xs leading-5 font-bold text-white">
                    {unread}
                    <span className="sr-only"> {i18n._('unread')}</span>
                  </span>
                )}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/places-from-photos">
                <CameraIcon size={16} /> {i18n._('Places from photos')}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/duplicates">
                <PinIcon size={16} /> {i18n._('Possible duplicates')}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/packs">
                <MapIcon size={16} /> {i18n._('Trip packs')}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/owner/audience">
                <ChartIcon size={16} /> {i18n._('Audience')}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/trash">
                <TrashIcon size={16} /> {i18n._('Trash')}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item
              className={itemClass}
              onSelect={() =>
                signOut.mutate(undefined, {
                  onSuccess: () => toast.success(i18n._('Signed out')),
                  onError: () => toast.success(i18n._('Signed out on this device')),
                })
              }
            >
              <LogOutIcon size={16} /> {i18n._('Sign Out')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ProfileDialog owner={owner} open={editingProfile} onOpenChange={setEditingProfile} />
      <Suspense fallback={null}>
        <OnboardingPrompt signedIn={signedIn} />
      </Suspense>
      {importLoaded && (
        <Suspense fallback={null}>
          <ImportDialog open={importing} onOpenChange={setImporting} />
        </Suspense>
      )}
      {historyLoaded && (
        <Suspense fallback={null}>
          <ImportHistoryDialog open={history} onOpenChange={setHistory} />
        </Suspense>
      )}
      {restoreLoaded && (
        <Suspense fallback={null}>
          <RestoreArchiveDialog open={restoring} onOpenChange={setRestoring} />
        </Suspense>
      )}
      {tagsLoaded && (
        <Suspense fallback={null}>
          <TagManagerDialog open={tagsOpen} onOpenChange={setTagsOpen} />
        </Suspense>
      )}
      {embedLoaded && embedDialog && (
        <Suspense fallback={null}>{embedDialog({ open: embedOpen, onOpenChange: setEmbedOpen })}</Suspense>
      )}
    </>
  );
}
