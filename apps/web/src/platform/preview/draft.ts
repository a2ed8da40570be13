// Whether this request is an editor's draft preview (Next draft mode, turned on by GET /api/preview).
// Pages pass it to the CMS fetches of types with drafts (projects, news, SEO pages), which then
// read the drafts, uncached.
import { draftMode } from 'next/headers';

export async function isDraftPreview(): Promise<boolean> {
  return (await draftMode()).isEnabled;
}
