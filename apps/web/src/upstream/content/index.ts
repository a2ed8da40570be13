// The CMS (Strapi) client: the operations pages call, the domain types they return, the errors
// they throw. Everything else in this folder is how it is done.
export * from './api';
export * from './errors';
export type * from './types';
export type { ContentReadOptions } from './queries';
export { tagsForContentChange, type ContentChange } from './revalidation';
