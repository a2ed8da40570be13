// What /our-projects/[id] shows: the complex with that slug, a redirect for an old numeric id
// (Legacy_id), or nothing. Wrapped in React cache() so the page and generateMetadata share it.
// The list of published complexes (cached, read by the frame and the complex list anyway) answers
// "no such complex" and the old numeric ids without a CMS request: an unknown or mistyped URL, or
// a crawler's guess, costs no CMS call. Only an editor's draft preview, or a list the CMS cannot
// serve, asks the CMS for the id itself.
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
    // The page then asks for the id itself, and meets the CMS failure there if it lasts.
    return null;
  }
});

/** Whether `id` may name a complex: a slug's shape, and, when the list is known, one of its slugs. */
export async function mayBeProject(id: string): Promise<boolean> {
  if (!SLUG_PATTERN.test(id)) return false;
  const known = await publishedProjects();
  return known === null || known.some((project) => project.slug === id);
}

export const resolveProjectRoute = cache(async (id: string): Promise<ProjectRoute> => {
  const known = await publishedProjects();
  if (LEGACY_ID_PATTERN.test(id)) {
    const slug = known ? (known.find((project) => project.legacyId === Number(id))?.slug ?? null) : await fetchProjectSlugByLegacyId(Number(id));
    if (slug !== null && slug !== id) return { kind: 'redirect', slug };
  }
  if (!(await mayBeProject(id))) return { kind: 'missing' };
  // An editor's preview shows the draft: a complex not published yet, or unpublished changes.
  const project = await fetchProjectBySlug(id, { draft: await isDraftPreview() });
  return project ? { kind: 'project', project } : { kind: 'missing' };
});
