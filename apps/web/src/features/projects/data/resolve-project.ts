// What /our-projects/[id] shows: the complex with that slug, a redirect for an old numeric id
// (Legacy_id), or nothing. Wrapped in React cache() so the page and generateMetadata share it.
// An old numeric id the list of published complexes (cached, read by the frame anyway) holds
// redirects without a CMS request; any other id is asked for, so a complex published a moment ago
// opens before the list's cache catches up.
import 'server-only';
import { cache } from 'react';
import { isDraftPreview } from '@/platform/preview';
import { fetchProjectBySlug, fetchProjectSlugByLegacyId, fetchProjects, type Project } from '@/upstream/content';

export type ProjectRoute =
  | { kind: 'project'; project: Project }
  | { kind: 'redirect'; slug: string }
  | { kind: 'missing' };

// Strapi uid fields allow exactly these characters; anything else cannot be a slug.
const SLUG_PATTERN = /^[A-Za-z0-9._~-]{1,200}$/;
const LEGACY_ID_PATTERN = /^[1-9]\d{0,8}$/;

/** The published complexes, or null in a draft preview (drafts are not in it) or when the CMS cannot list them. */
const publishedProjects = cache(async (): Promise<Project[] | null> => {
  if (await isDraftPreview()) return null;
  try {
    return await fetchProjects();
  } catch {
    // The id is then asked for by itself, and meets the CMS failure there if it lasts.
    return null;
  }
});

/** Whether `id` can be a complex's slug (the page asks for its construction reports early only then). */
export const isProjectSlug = (id: string) => SLUG_PATTERN.test(id);

export const resolveProjectRoute = cache(async (id: string): Promise<ProjectRoute> => {
  if (LEGACY_ID_PATTERN.test(id)) {
    const listed = (await publishedProjects())?.find((project) => project.legacyId === Number(id));
    const slug = listed ? listed.slug : await fetchProjectSlugByLegacyId(Number(id));
    if (slug !== null && slug !== id) return { kind: 'redirect', slug };
  }
  if (!SLUG_PATTERN.test(id)) return { kind: 'missing' };
  // An editor's preview shows the draft: a complex not published yet, or unpublished changes.
  const project = await fetchProjectBySlug(id, { draft: await isDraftPreview() });
  return project ? { kind: 'project', project } : { kind: 'missing' };
});
