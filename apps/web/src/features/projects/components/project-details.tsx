// A complex page: title, labels, the editors' text about the project and its first photo.
import Link from 'next/link';
import { paths } from '@/lib/paths';
import { ResponsivePhoto } from '@/ui/responsive-photo';
import { RichText } from '@/ui/rich-text';
import type { Project } from '@/upstream/content';
import { coverPhoto } from '../data/project-cards';
import { projectTexts } from '../texts';
import styles from './project-details.module.css';

export function ProjectDetails({ project }: { project: Project }) {
  const photo = coverPhoto(project);
  return (
    <article className={styles.page}>
      <p className={styles.back}>
        <Link href={paths.projects()}>← {projectTexts.backToList}</Link>
      </p>
      <h1 className={styles.title}>{project.title}</h1>
      {project.released ? <p className={styles.badge}>{projectTexts.released}</p> : null}
      {project.labels.length > 0 ? (
        <ul className={styles.labels} aria-label={projectTexts.labelsTitle}>
          {project.labels.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      ) : null}
      {photo ? (
        <ResponsivePhoto
          className={styles.photo}
          photo={photo}
          alt={photo.alt ?? projectTexts.photoAlt(project.title)}
          sizes="(min-width: 1048px) 1000px, 100vw"
          priority
        />
      ) : null}
      {project.aboutText ? (
        <section aria-labelledby="about-project" className={styles.about}>
          <h2 id="about-project">{projectTexts.aboutTitle}</h2>
          <RichText markdown={project.aboutText} className={styles.text} />
        </section>
      ) : null}
    </article>
  );
}
