// «Ход строительства»: the live cameras and the monthly reports, newest month first, each with its
// texts and photos; only the newest month's are in the page's HTML.
import type { Project } from '@/upstream/content';
import { buttonClassName } from '@/ui/button';
import { DeferredDetails } from '@/ui/deferred-details/deferred-details';
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
          {shown.map((month, index) => {
            const title = <h3 className={styles.panelTitle}>{month.label}</h3>;
            const body = (
              <div className={styles.monthBody}>
                {month.reports.map((report) => (
                  <Paragraphs key={report.id} items={paragraphs(report.text)} />
                ))}
                <MediaGallery media={month.photos} section={`${t.constructionTitle}, ${month.label}`} projectTitle={project.title} />
              </div>
            );
            return (
              <li key={month.key}>
                {/* The newest month open; earlier ones one press away, their texts and photos drawn
                    on the first open, so the page's HTML stays short. */}
                {index === 0 ? (
                  <details className={styles.month} open>
                    <summary className={styles.monthSummary}>{title}</summary>
                    {body}
                  </details>
                ) : (
                  <DeferredDetails className={styles.month} summaryClassName={styles.monthSummary} summary={title}>
                    {body}
                  </DeferredDetails>
                )}
              </li>
            );
          })}
        </ol>
      ) : null}
    </PageSection>
  );
}
