// A complex page: where it is in the site, its name and labels beside the cover photo, and the
// editors' text about the project.
import { paths } from '@/lib/paths';
import { Breadcrumbs } from '@/ui/breadcrumbs';
import { Chip } from '@/ui/chip';
import { ResponsivePhoto } from '@/ui/responsive-photo';
import { RichText } from '@/ui/rich-text';
import type { Project } from '@/upstream/content';
import { coverPhoto, labelsBesideBadge } from '../data/project-cards';
import { projectTexts } from '../texts';
import styles from './project-details.module.css';

export function ProjectDetails({ project }: { project: Project }) {
  const photo = coverPhoto(project);
  const labels = labelsBesideBadge(project);
  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.heading}>
          <Breadcrumbs
            items={[
              { label: projectTexts.home, href: paths.home() },
              { label: projectTexts.backToList, href: paths.projects() },
              { label: project.title },
            ]}
          />
          <h1 className={styles.title}>{project.title}</h1>
          {project.released || labels.length > 0 ? (
            <ul className={styles.labels} aria-label={projectTexts.labelsTitle}>
              {project.released ? (
                <li>
                  <Chip tone="success">{projectTexts.released}</Chip>
                </li>
              ) : null}
              {labels.map((label) => (
                <li key={label}>
                  <Chip>{label}</Chip>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {photo ? (
          <div className={styles.cover}>
            <ResponsivePhoto
              photo={photo}
              alt={photo.alt ?? projectTexts.photoAlt(project.title)}
              sizes="(width < 1024px) 100vw, 60vw"
              priority
            />
          </div>
        ) : null}
      </header>
      {project.aboutText ? (
        <section aria-labelledby="about-project" className={styles.about}>
          <h2 id="about-project">{projectTexts.aboutTitle}</h2>
          <RichText markdown={project.aboutText} className={styles.text} />
        </section>
      ) : null}
    </article>
  );
}
