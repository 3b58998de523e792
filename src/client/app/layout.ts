/** The sticky header's height, --header-h (two rows on phones): the sidebar and the map size from it. */
export const HEADER_HEIGHT = '[--header-h:7rem] md:[--header-h:4rem]';

// The spec's local storage keys for the sidebar (docs/product/SPEC.md section 9): its collapsed flag and each
// section's (shell/use-sidebar-state.ts).
export const COLLAPSED_KEY = 'sidebar-collapsed';
export const SECTIONS_KEY = 'sidebar-collapsed-sections';
