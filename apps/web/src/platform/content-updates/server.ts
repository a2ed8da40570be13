// POST /api/revalidate: CMS changes expire the cached CMS answers they appear in.
export { handleRevalidatePost } from './server/handle-revalidate';
export { revalidateDependencies } from './server/runtime';
