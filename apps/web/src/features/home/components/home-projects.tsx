// The complexes on the home page: those being built, then those already released, each group in
// the editors' order. Without sales data the cards show no figures and the projects' note says why.
import type { ReactNode } from 'react';
import { ProjectCard, projectTexts, type ProjectCardData } from '@/features/projects';
import { paths } from '@/lib/paths';
import { cardRowsClassName, cardRowsSizes } from '@/ui/card-rows';
import { SectionHeading } from '@/ui/section-heading';
import { TextLink } from '@/ui/text-link';
import type { HomeProjects as HomeProjectsData } from '../data/home-content';
import { homeTexts } from '../texts';
import styles from './home.module.css';

interface ProjectGroupProps {
  id: string;
  title: string;
  cards: ProjectCardData[];
  action?: ReactNode;
  /** Smaller cards, four across on a laptop (the released complexes). */
  compact?: boolean;
}

function ProjectGroup({ id, title, cards, action, compact = false }: ProjectGroupProps) {
  // The complexes being built stand in larger cards than the released ones.
  const rows = compact ? 'regular' : 'large';
  return (
    <section className={styles.section} aria-labelledby={id}>
      <SectionHeading id={id} title={title} action={action} />
      <ul className={`${styles.grid} ${styles.rail} ${cardRowsClassName(rows)}`}>
        {cards.map((card, index) => (
          <li key={card.slug}>
            <ProjectCard card={card} headingLevel={3} sizes={cardRowsSizes(rows, index, cards.length)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HomeProjects({ projects }: { projects: HomeProjectsData }) {
  const allProjects = (
    <TextLink href={paths.projects()} arrow>
      {homeTexts.allProjects}
    </TextLink>
  );
  const { underConstruction, released } = projects;
  if (underConstruction.length === 0 && released.length === 0) return null;
  return (
    <>
      {!projects.salesAvailable ? (
        <p className={styles.salesNote} role="status">
          {projectTexts.salesUnavailable}
        </p>
      ) : null}
      {underConstruction.length > 0 ? (
        <ProjectGroup id="home-building" title={homeTexts.underConstructionTitle} cards={underConstruction} action={allProjects} />
      ) : null}
      {released.length > 0 ? (
        <ProjectGroup
          id="home-released"
          title={homeTexts.releasedTitle}
          cards={released}
          compact
          action={underConstruction.length === 0 ? allProjects : undefined}
        />
      ) : null}
    </>
  );
}
