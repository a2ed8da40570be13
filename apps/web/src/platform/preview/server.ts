// GET /api/preview and /api/preview/exit: editors' draft previews (Next draft mode behind the CMS's signed links).
export { handlePreviewExit, handlePreviewGet } from './server/handle-preview';
export { previewDependencies } from './server/runtime';
