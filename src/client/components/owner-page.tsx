import { useState, type ReactNode } from 'react';
import { i18n } from '../lib/i18n';
import { useOwner } from '../lib/use-owner';
import { cn } from './ui/cn';

/**
 * The frame of a page for the owner alone (Inbox, Trash, Possible duplicates): its head, kept out
 * of search engines, its heading, and its content once the session says the owner is signed in;
 * anyone else reads `signInText`.
 */
export function OwnerPage({
  head,
  title,
  icon,
  iconClassName = 'bg-teal-700',
  signInText,
  keepWhenSessionEnds = false,
  children,
}: {
  /** The page's title and links (PageHead, or a title element). */
  head: ReactNode;
  title: string;
  icon: ReactNode;
  iconClassName?: string;
  signInText: string;
  /**
   * Work the page holds only in the browser (photos read, groups named) stays when a read finds the
   * session ended, under a notice: saving it asks to sign in again.
   */
  keepWhenSessionEnds?: boolean;
  /** Mounted only for the owner: its queries never run for a visitor. */
  children: ReactNode;
}) {
  const { isOwner, isLoading } = useOwner();
  const [shown, setShown] = useState(false);
  if (isOwner && keepWhenSessionEnds && !shown) setShown(true);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      {head}
      <meta name="robots" content="noindex" />
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={cn('theme-light grid h-11 w-11 place-items-center rounded-xl text-white', iconClassName)}
        >
          {icon}
        </span>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      </div>
      <div className="mt-6">
        {isLoading ? (
          <p className="text-slate-700">{i18n._('Checking your sign-in…')}</p>
        ) : isOwner || shown ? (
          // One shape signed in or not: the page's work stays mounted when the notice comes.
          <>
            {!isOwner && (
              <div className="mb-6">
                <SignInNotice>
                  {i18n._(
                    'Your session has ended. Sign in again to save what is here: it is kept on this page.',
                  )}
                </SignInNotice>
              </div>
            )}
            {children}
          </>
        ) : (
          <SignInNotice>{signInText}</SignInNotice>
        )}
      </div>
    </div>
  );
}

/** Why the page shows nothing: not signed in (or the session ended while it was open). */
export function SignInNotice({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-amber-200 bg-amber-50 px-5 py-6 font-medium text-amber-950">
      {children}
    </p>
  );
}
