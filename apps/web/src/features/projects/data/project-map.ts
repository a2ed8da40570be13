// The points of the map of all complexes on /our-projects: one per complex whose
// Project_coordinates read as a place (lib/geo); an unreadable value is logged and left out.
// Two or more are numbered in the list's order: their first letters would all read «Ж» (ЖК).
import { readCoordinates } from '@/lib/geo';
import { paths } from '@/lib/paths';
import type { Project } from '@/upstream/content';
import { numberedPoints } from '@/ui/map/points';
import type { SiteMapPoint } from '@/ui/map/site-map';

export function projectMapPoints(projects: readonly Pick<Project, 'slug' | 'title' | 'coordinates'>[]): SiteMapPoint[] {
  const points = projects.flatMap((project) => {
    const coordinates = readCoordinates(project.coordinates, `project ${project.slug}`);
    return coordinates ? [{ id: project.slug, name: project.title, coordinates, href: paths.project(project.slug) }] : [];
  });
  return numberedPoints(points);
}
