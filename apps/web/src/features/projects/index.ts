// Housing complexes: the list, one complex's page, and the data they are made of (server only).
export { ProjectDetails } from './components/project-details';
export { ProjectList } from './components/project-list';
export { loadProjectCatalogue } from './data/load-catalogue';
export { coverPhoto } from './data/project-cards';
export { projectMetadata } from './data/project-metadata';
export { isProjectSlug, resolveProjectRoute, type ProjectRoute } from './data/resolve-project';
export { ProjectCard } from './components/project-card';
export type { ProjectCardData, ProjectCatalogue } from './data/project-cards';
export { projectTexts } from './texts';
export { loadConstructionReports, loadProjectPage } from './data/load-project-page';
export type { ProjectPageData } from './data/project-page';
