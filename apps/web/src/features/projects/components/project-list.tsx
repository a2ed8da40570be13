// The /our-projects page body: heading, the sales-data note when figures are missing, the grid.
import type { ProjectCatalogue } from '../data/project-cards';
import { projectTexts } from '../texts';
import { ProjectCard } from './project-card';
import styles from './project-list.module.css';

export function ProjectList({ catalogue }: { catalogue: ProjectCatalogue }) {
  return (
    <section className={styles.section} aria-labelledby="projects-title">
      <div className={styles.intro}>
        <h1 id="projects-title">{projectTexts.listTitle}</h1>
        <p className={styles.lead}>{projectTexts.listLead}</p>
      </div>
      {!catalogue.salesAvailable ? (
        <p className={styles.note} role="status">
          {projectTexts.salesUnavailable}
        </p>
      ) : null}
      {catalogue.cards.length === 0 ? (
        <p className={styles.empty}>{projectTexts.listEmpty}</p>
      ) : (
        <ul className={styles.grid}>
          {catalogue.cards.map((card, index) => (
            <li key={card.slug}>
              <ProjectCard card={card} priority={index < 3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
