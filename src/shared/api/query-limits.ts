// Zod-free: the client's bundles read these limits without the schemas that enforce them.

/** The most places one page of GET /api/locations holds, and the most ids one `?ids=` names. */
export const MAX_PAGE = 1000;
export const MAX_IDS = 200;
/** The longest search text the server looks for (the header's search box holds no more). */
export const MAX_SEARCH = 100;
