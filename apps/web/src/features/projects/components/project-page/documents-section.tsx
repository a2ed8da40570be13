// «Документы»: the presentation (the desktop file on a wide screen, the phone file below 768 px,
// the other one still one link away), наш.дом.рф and the editors' extra document.
import type { Project } from '@/upstream/content';
import { buttonClassName } from '@/ui/button';
import { presentationLinks, safeLink } from '../../data/project-page';
import { projectTexts as t } from '../../texts';
import { OutLink, PageSection } from './section';
import styles from './project-page.module.css';

export function DocumentsSection({ project }: { project: Project }) {
  const { desktop, mobile } = presentationLinks(project);
  const domRf = safeLink(project.constructionReportUrl);
  const additional = safeLink(project.additionalDocumentUrl);
  if (!desktop && !mobile && !domRf && !additional) return null;
  const primary = buttonClassName({ variant: 'primary' });
  return (
    <PageSection id="documents" title={t.documentsTitle}>
      <ul className={styles.actions}>
        {desktop && mobile ? (
          <>
            {/* One button per viewport (spec breakpoint 768 px); the other file stays a link away. */}
            <li className={styles.wideOnly}>
              <OutLink href={desktop} className={primary}>
                {t.presentation}
              </OutLink>
            </li>
            <li className={styles.phoneOnly}>
              <OutLink href={mobile} className={primary}>
                {t.presentation}
              </OutLink>
            </li>
          </>
        ) : desktop || mobile ? (
          <li>
            <OutLink href={(desktop ?? mobile) as string} className={primary}>
              {t.presentation}
            </OutLink>
          </li>
        ) : null}
        {domRf ? (
          <li>
            <OutLink href={domRf} className={buttonClassName({ variant: 'secondary' })}>
              {t.domRf}
            </OutLink>
          </li>
        ) : null}
        {additional ? (
          <li>
            <OutLink href={additional} className={buttonClassName({ variant: 'secondary' })}>
              {t.additionalDocument}
            </OutLink>
          </li>
        ) : null}
      </ul>
      {desktop && mobile ? (
        <p className={styles.muted}>
          <OutLink href={mobile} className={`${styles.textLink} ${styles.wideOnly}`}>
            {t.presentationMobile}
          </OutLink>
          <OutLink href={desktop} className={`${styles.textLink} ${styles.phoneOnly}`}>
            {t.presentationDesktop}
          </OutLink>
        </p>
      ) : null}
    </PageSection>
  );
}
