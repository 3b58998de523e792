import { useStoredFlag } from '#client/lib/use-stored-flag.ts';

/** Whether the map shades visited countries; remembered in this browser. Off until turned on. */
export const useVisitedShading = () => useStoredFlag('fru-world:shade-visited');
