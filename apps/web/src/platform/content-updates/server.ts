// POST /api/revalidate: CMS changes expire the cached CMS answers they appear in.
export { REVALIDATE_BODY_LIMIT_BYTES, handleRevalidatePost } from './server/handle-revalidate';
export { revalidateDependencies } from './server/runtime';
