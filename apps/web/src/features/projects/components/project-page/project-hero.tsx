// The top of a complex page: where it is in the site, its name, the editors' labels and the facade
// line, the live minimum flat price and completion when the sales data is there, and the cover
// photo (the page's LCP image, the only one loaded at once).
import { paths } from '@/lib/paths';
import { Breadcrumbs } from '@/ui/breadcrumbs';
import { Chip } from '@/ui/chip';
import { Price } from '@/ui/price';
import { ResponsivePhoto } from '@/ui/responsive-photo';
import type { Project } from '@/upstream/content';
import { coverPhoto, labelsBesideBadge } from '../../data/project-cards';
import type { ProjectSales } from '../../data/project-page';
import { projectTexts as t } from '../../texts';
import styles from './project-page.module.css';

export function ProjectHero({ project, sales }: { project: Project; sales: ProjectSales | null }) {
  const photo = coverPhoto(project);
  const labels = labelsBesideBadge(project);
  const chips = [...(project.released ? [{ text: t.released, tone: 'success' as const }] : []), ...labels.map((text) => ({ text, tone: 'neutral' as const }))];
  if (project.facadeCladding) chips.push({ text: t.facadeCladding, tone: 'neutral' });
  const completion = sales?.completion && !labels.some((label) => label.replace(/\s+/g, ' ').includes(sales.completion?.replace(/\s+/g, ' ') ?? '')) ? sales.completion : null;
  return (
    <header className={styles.hero}>
      <div className={styles.heading}>
        <Breadcrumbs items={[{ label: t.home, href: paths.home() }, { label: t.backToList, href: paths.projects() }, { label: project.title }]} />
        <h1 className={styles.title}>{project.title}</h1>
        {chips.length > 0 ? (
          <ul className={styles.labels} aria-label={t.labelsTitle}>
            {chips.map((chip) => (
              <li key={chip.text}>
                <Chip tone={chip.tone}>{chip.text}</Chip>
              </li>
            ))}
          </ul>
        ) : null}
        {sales && (sales.minFlatPrice !== null || completion) ? (
          <p className={styles.summary}>
            {sales.minFlatPrice !== null ? (
              <span>
                {t.minFlatPrice} <Price value={sales.minFlatPrice} from short size="lg" />
              </span>
            ) : null}
            {completion ? <span>{t.completionLine(completion)}</span> : null}
          </p>
        ) : null}
      </div>
      {photo ? (
        <div className={styles.cover}>
          <ResponsivePhoto photo={photo} alt={photo.alt ?? t.photoAlt(project.title)} sizes="(width < 1024px) 100vw, 60vw" priority />
        </div>
      ) : null}
    </header>
  );
}
