// The chessboard and the facade show one house: without one in the query, the houses of the
// current result as links, grouped by complex, each with how many of its units fit the filters.
// A link names the house's complex too, so the filters above the view show the complex picked.
import type { CatalogueKind, CatalogueQuery } from '../data/catalogue-query';
import { houseViewHref } from '../data/house-views';
import type { CatalogueResult } from '../data/search';
import { viewTexts as t } from '../view-texts';
import styles from './house-views.module.css';

interface HousePickerProps {
  kind: CatalogueKind;
  basePath: string;
  query: CatalogueQuery;
  result: CatalogueResult;
  view: 'chess' | 'facade';
}

function withProject(query: CatalogueQuery, projectId: number): CatalogueQuery {
  return query.projects.includes(projectId) ? query : { ...query, projects: [projectId] };
}

export function HousePicker({ kind, basePath, query, result, view }: HousePickerProps) {
  const houses = result.facets.houses.filter((house) => query.projects.length === 0 || query.projects.includes(house.projectId));
  const projects = result.facets.projects
    .map((project) => ({ ...project, houses: houses.filter((house) => house.projectId === project.value) }))
    .filter((project) => project.houses.length > 0);
  return (
    <section className={styles.picker} aria-labelledby="house-picker-title">
      <h2 id="house-picker-title" className={styles.viewTitle}>
        {t.pickHouseTitle}
      </h2>
      <p>{t.pickHouse[view]}</p>
      {projects.length === 0 ? (
        <p>{t.noHouses}</p>
      ) : (
        <div className={styles.pickerGroups}>
          {projects.map((project) => (
            <div key={project.value} className={styles.pickerGroup}>
              <h3 className={styles.pickerProject}>{project.label}</h3>
              <ul className={styles.pickerHouses}>
                {project.houses.map((house) => (
                  <li key={house.value}>
                    <a href={houseViewHref(basePath, withProject(query, house.projectId), { view, house: house.value })} className={styles.pickerLink} data-empty={house.count === 0 || undefined}>
                      <span className={styles.pickerHouse}>{house.label}</span>
                      <span className={styles.pickerCount}>{t.houseMatches(kind, house.count)}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
