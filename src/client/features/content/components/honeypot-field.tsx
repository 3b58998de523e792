import type { Ref } from 'react';

/**
 * A field people never see or reach (off screen, hidden from assistive technology, out of the
 * tab order) and password managers skip. Bots fill every input; the server refuses those posts.
 */
export function HoneypotField({ id, inputRef }: { id: string; inputRef: Ref<HTMLInputElement> }) {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden opacity-0"
    >
      <label htmlFor={id}>Website (leave this empty)</label>
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
