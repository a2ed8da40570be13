// «Ход строительства»: the live cameras and the monthly reports, newest month first, each with its
// texts and photos.
import type { Project } from '@/upstream/content';
import { buttonClassName } from '@/ui/button';
import { liveCameraLinks, paragraphs, type ConstructionMonth } from '../../data/project-page';
import { projectTexts as t } from '../../texts';
import { MediaGallery } from './media-gallery';
import { OutLink, PageSection, Paragraphs } from './section';
import styles from './project-page.module.css';

export function ConstructionSection({ project, months }: { project: Project; months: readonly ConstructionMonth[] | null }) {
  const cameras = liveCameraLinks(project);
  const shown = months ?? [];
  if (cameras.length === 0 && shown.length === 0) return null;
  return (
    <PageSection id="construction" title={t.constructionTitle}>
      {cameras.length > 0 ? (
        <ul className={styles.actions}>
          {cameras.map((camera) => (
            <li key={camera.url}>
              <OutLink href={camera.url} className={buttonClassName({ variant: 'secondary' })}>
                {camera.label}
              </OutLink>
            </li>
          ))}
        </ul>
      ) : null}
      {shown.length > 0 ? (
        <ol className={styles.months}>
          {shown.map((month, index) => (
            <li key={month.key}>
              {/* The newest month open; earlier ones one click away, so the page stays short (native, no script). */}
              <details className={styles.month} open={index === 0}>
                <summary className={styles.monthSummary}>
                  <h3 className={styles.panelTitle}>{month.label}</h3>
                </summary>
                <div className={styles.monthBody}>
                  {month.reports.map((report) => (
                    <Paragraphs key={report.id} items={paragraphs(report.text)} />
                  ))}
                  <MediaGallery media={month.photos} name={`${t.constructionTitle}, ${month.label}`} projectTitle={project.title} />
                </div>
              </details>
            </li>
          ))}
        </ol>
      ) : null}
    </PageSection>
  );
}
