// «Расположение»: the complex and the places around it (maps) on the site's map. The map's code is
// loaded only when its place nears the viewport (ui/map); the list of the points is in the HTML.
import { getConfig } from '@/lib/config';
import { SiteMap } from '@/ui/map/site-map';
import type { Project } from '@/upstream/content';
import { projectMap } from '../../data/project-page';
import { projectTexts as t } from '../../texts';
import { PageSection } from './section';

export function LocationSection({ project }: { project: Project }) {
  const map = projectMap(project);
  if (map.points.length === 0) return null;
  return (
    <PageSection id="location" title={t.locationTitle}>
      <SiteMap title={t.mapName(project.title)} points={map.points} categories={map.categories} tiles={getConfig().mapTiles} />
    </PageSection>
  );
}
