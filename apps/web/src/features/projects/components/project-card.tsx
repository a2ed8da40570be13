// One complex in the /our-projects grid: cover photo, title (the link), place, labels, sales figures.
import Link from 'next/link';
import { formatPriceFrom } from '@/lib/money';
import { paths } from '@/lib/paths';
import { ResponsivePhoto } from '@/ui/responsive-photo';
import type { ProjectCardData } from '../data/project-cards';
import { projectTexts } from '../texts';
import styles from './project-card.module.css';

interface ProjectCardProps {
  card: ProjectCardData;
  /** The first cards are above the fold on most screens. */
  priority?: boolean;
}

export function ProjectCard({ card, priority = false }: ProjectCardProps) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {card.photo ? (
          <ResponsivePhoto
            className={styles.photo}
            photo={card.photo}
            alt={card.photo.alt ?? projectTexts.photoAlt(card.title)}
            sizes="(max-width: 768px) 100vw, (max-width: 1200px) 50vw, 380px"
            priority={priority}
          />
        ) : (
          <div className={styles.placeholder} aria-hidden="true" />
        )}
        {card.released ? <span className={styles.badge}>{projectTexts.released}</span> : null}
      </div>
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link href={paths.project(card.slug)} className={styles.link}>
            {card.title}
          </Link>
        </h2>
        {card.location ? <p className={styles.location}>{card.location}</p> : null}
        {card.labels.length > 0 ? (
          <ul className={styles.labels} aria-label={projectTexts.labelsTitle}>
            {card.labels.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        ) : null}
        {card.completion ? <p className={styles.fact}>{projectTexts.completion(card.completion)}</p> : null}
        {card.remainingFlats ? <p className={styles.fact}>{card.remainingFlats}</p> : null}
        {card.soldOut ? <p className={styles.fact}>{projectTexts.soldOut}</p> : null}
        {card.minFlatPrice !== null ? (
          <p className={styles.price}>{formatPriceFrom(card.minFlatPrice)}</p>
        ) : null}
      </div>
    </article>
  );
}
