// Redirects: the spec's fixed legacy paths and the editors' table from the CMS.
export { resolveRedirect, type RedirectDecision } from './resolve-redirect';
