/**
 * The shared schemas of the visitors' forms, loaded with the first submit: the server checks every
 * field again, and zod stays out of the pages' first load.
 */
export const loadFormSchemas = () => import('#shared/forms-schema.ts');
