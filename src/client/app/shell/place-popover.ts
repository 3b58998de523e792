const GAP_PX = 8;

/**
 * Places a top-layer popover (a menu's panel) by its button as it opens: the page places such
 * popovers, not the header or footer they belong to. Under the button in the window's upper half,
 * above it in the lower half (the footer's), its right edge on the button's.
 */
export function placePopover(event: React.ToggleEvent<HTMLElement>, button: HTMLElement | null): void {
  if (event.newState !== 'open' || !button) return;
  const box = button.getBoundingClientRect();
  const panel = event.currentTarget.style;
  const below = box.top < window.innerHeight / 2;
  panel.top = below ? `${box.bottom + GAP_PX}px` : 'auto';
  panel.bottom = below ? 'auto' : `${window.innerHeight - box.top + GAP_PX}px`;
  panel.right = `${Math.max(GAP_PX, window.innerWidth - box.right)}px`;
}
