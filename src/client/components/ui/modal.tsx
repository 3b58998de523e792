import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';
import { CloseIcon } from './icons';
import { TOASTER_SELECTOR } from './toast';
import { i18n } from '#client/lib/i18n.ts';

const WIDTHS = { sm: 'sm:max-w-md', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl' } as const;

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  description?: ReactNode;
  /** Shown above the title (a photo header); the title then sits in the body. */
  header?: ReactNode;
  footer?: ReactNode;
  size?: keyof typeof WIDTHS;
  /** Where focus goes when the dialog opens (Radix moves it to the first focusable otherwise). */
  onOpenAutoFocus?: (event: Event) => void;
  /** Escape, before the dialog closes: preventDefault keeps it open (edit mode cancels instead). */
  onEscapeKeyDown?: (event: globalThis.KeyboardEvent) => void;
  /** Keys pressed inside this dialog (not inside a dialog opened over it): its shortcuts. */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  children?: ReactNode;
}

/**
 * An accessible dialog: labelled by its title, focus kept inside, Escape and the backdrop close it,
 * focus returns to what opened it. Full screen on phones, a centred card from the sm breakpoint.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  header,
  footer,
  size = 'md',
  onOpenAutoFocus,
  onEscapeKeyDown,
  onKeyDown,
  children,
}: ModalProps) {
  // Radix returns focus to a Dialog.Trigger; these dialogs open from anywhere (a card, a menu, the
  // URL), so the element that had focus when one opened gets it back when it closes.
  const returnTo = useRef<Element | null>(null);
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="theme-light fixed inset-0 z-[1300] bg-slate-900/60 backdrop-blur-[2px]" />
        <Dialog.Content
          ref={content}
          onOpenAutoFocus={(event) => {
            returnTo.current = document.activeElement;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            const target = returnTo.current;
            if (target instanceof HTMLElement && target.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
              return;
            }
            // What opened it is gone (a Cancel button that left edit mode): the dialog under this
            // one keeps the focus, so its keys and its Tab order still work.
            const under = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')]
              .filter((dialog) => dialog !== content.current)
              .at(-1);
            if (under) {
              event.preventDefault();
              under.focus();
            }
          }}
          onEscapeKeyDown={onEscapeKeyDown}
          // A toast shows above the dialog: clicking it (Undo, close) is not a click outside.
          onInteractOutside={(event) => {
            if (event.target instanceof Element && event.target.closest(TOASTER_SELECTOR))
              event.preventDefault();
          }}
          onKeyDown={
            onKeyDown &&
            ((event) => {
              // React passes on keys from dialogs portalled over this one: only this one's own count.
              if (event.currentTarget.contains(event.target as Node)) onKeyDown(event);
            })
          }
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed inset-0 z-[1310] flex flex-col overflow-hidden bg-white shadow-2xl outline-none',
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90dvh] sm:w-[calc(100vw-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
            WIDTHS[size],
          )}
        >
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
            {header}
            <div className="flex items-start gap-3 px-5 pt-5 sm:px-6">
              <div className="min-w-0 flex-1">
                <Dialog.Title className="text-xl font-bold tracking-tight text-slate-900">
                  {title}
                </Dialog.Title>
                {description && (
                  <Dialog.Description className="mt-1 text-sm text-slate-600">
                    {description}
                  </Dialog.Description>
                )}
              </div>
              {!header && <CloseButton />}
            </div>
            <div className="px-5 pt-4 pb-6 sm:px-6">{children}</div>
          </div>
          {header && (
            <div className="absolute top-3 end-3">
              <CloseButton onImage />
            </div>
          )}
          {footer && (
            <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-slate-50 px-5 py-3 sm:px-6">
              {footer}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CloseButton({ onImage = false }: { onImage?: boolean }) {
  return (
    <Dialog.Close
      aria-label={i18n._('Close dialog')}
      className={cn(
        'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700',
        onImage
          ? 'bg-white/90 text-slate-800 shadow hover:bg-white'
          : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
      )}
    >
      <CloseIcon size={18} />
    </Dialog.Close>
  );
}
