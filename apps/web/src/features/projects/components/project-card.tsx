// One complex in the /our-projects grid: cover photo, title (the link), place, labels, sales figures.
import { IntentLink } from '@/ui/intent-link';
import { paths } from '@/lib/paths';
import { Card, cardLinkClassName } from '@/ui/card';
import { cardRowsSizes } from '@/ui/card-rows';
import { Chip } from '@/ui/chip';
import { Price } from '@/ui/price';
import { ResponsivePhoto } from '@/ui/responsive-photo';
import type { ProjectCardData } from '../data/project-cards';
import { projectTexts } from '../texts';
import styles from './project-card.module.css';

interface ProjectCardProps {
  card: ProjectCardData;
  /** The first card: its cover is the first screen's largest picture at every width. */
  priority?: boolean;
  /** The rest of the first row (the next two): covers load at once, without high priority. */
  eager?: boolean;
  /** The title's heading level: 2 in the /our-projects grid, 3 under a group's heading (the home page). */
  headingLevel?: 2 | 3;
  /** The cover's `sizes` at the card's place in its rows (ui/card-rows). */
  sizes?: string;
}

export function ProjectCard({ card, priority = false, eager = false, headingLevel = 2, sizes = cardRowsSizes('large') }: ProjectCardProps) {
  const Heading = `h${headingLevel}` as const;
  const media = (
    <>
      {card.photo ? (
        <ResponsivePhoto
          photo={card.photo}
          alt={card.photo.alt ?? projectTexts.photoAlt(card.title)}
          sizes={sizes}
          priority={priority}
          eager={eager}
        />
      ) : (
        <div className={styles.placeholder} aria-hidden="true" />
      )}
      {card.released ? (
        <Chip tone="success" className={styles.badge}>
          {projectTexts.released}
        </Chip>
      ) : null}
    </>
  );
  return (
    <Card interactive media={media} className={styles.card}>
      <div className={styles.heading}>
        <Heading className={styles.title}>
          <IntentLink href={paths.project(card.slug)} className={cardLinkClassName}>
            {card.title}
          </IntentLink>
        </Heading>
        {card.location ? <p className={styles.location}>{card.location}</p> : null}
      </div>
      {card.labels.length > 0 ? (
        <ul className={styles.labels} aria-label={projectTexts.labelsTitle}>
          {card.labels.map((label) => (
            <li key={label}>
              <Chip>{label}</Chip>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.footer}>
        <div className={styles.facts}>
          {card.completion ? <p>{projectTexts.completion(card.completion)}</p> : null}
          {card.remainingFlats ? <p>{card.remainingFlats}</p> : null}
          {card.soldOut ? <p>{projectTexts.soldOut}</p> : null}
        </div>
        {card.minFlatPrice !== null ? (
          <p className={styles.price}>
            <Price value={card.minFlatPrice} from short />
          </p>
        ) : null}
      </div>
    </Card>
  );
}
