import type { Ref } from 'react';
import { i18n } from '#client/lib/i18n.ts';

/**
 * A field people never see or reach (off screen, hidden from assistive technology, out of the
 * tab order) and password managers skip. Bots fill every input; the server refuses those posts.
 */
export function HoneypotField({ id, inputRef }: { id: string; inputRef: Ref<HTMLInputElement> }) {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -start-[10000px] h-px w-px overflow-hidden opacity-0"
    >
      <label htmlFor={id}>{i18n._('Website (leave this empty)')}</label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
