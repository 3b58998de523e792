import { useEffect, useRef } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { i18n } from '#client/lib/i18n.ts';
import type { PinPosition } from './pin-picker';

/**
 * The instructions over the map while the owner places a pin, with Done (once there is a pin)
 * and Cancel. Focus moves here so keyboard users find the way back; Escape cancels.
 */
export function PickBanner({
  position,
  onDone,
  onCancel,
}: {
  position: PinPosition | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const region = useRef<HTMLDivElement>(null);
  const cancelRef = useRef(onCancel);
  useEffect(() => {
    cancelRef.current = onCancel;
  });
  useEffect(() => {
    region.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancelRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div
      ref={region}
      tabIndex={-1}
      role="region"
      aria-label={i18n._('Place the pin')}
      className="absolute top-3 left-1/2 z-20 flex w-[min(36rem,calc(100%-1.5rem))] -translate-x-1/2 flex-wrap items-center gap-3 rounded-2xl bg-white/95 px-4 py-3 shadow-xl ring-1 ring-slate-900/10 outline-none"
    >
      <p className="min-w-0 flex-1 text-sm text-slate-800" aria-live="polite">
        <span className="font-semibold">{i18n._('Click the map to place the pin')}</span>
        {position ? (
          <span className="block text-xs text-slate-600 tabular-nums">
            {i18n._('{lat}, {lng}: drag the pin to adjust', { lat: position.lat, lng: position.lng })}
          </span>
        ) : (
          <span className="block text-xs text-slate-600">{i18n._('then drag it to adjust.')}</span>
        )}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {i18n._('Cancel')}
        </Button>
        <Button size="sm" onClick={onDone} disabled={!position}>
          {i18n._('Done')}
        </Button>
      </div>
    </div>
  );
}
