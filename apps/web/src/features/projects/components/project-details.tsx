// A complex page, the same on /our-projects/<slug> and on its bare /test twin: the top with the
// cover, the in-page navigation, one small server component per section (each renders nothing
// when its CMS fields are empty), the ApartmentComplex JSON-LD and the request form with this
// complex preselected.
import { QuestionForm, type PhoneLink } from '@/features/leads';
import { getConfig } from '@/lib/config';
import { paths } from '@/lib/paths';
import { JsonLd } from '@/platform/seo';
import { projectJsonLd } from '../data/project-json-ld';
import { pageSections, unitTiles, type ProjectPageData } from '../data/project-page';
import { projectTexts as t } from '../texts';
import { AboutSection } from './project-page/about-section';
import { AdvantagesSection } from './project-page/advantages-section';
import { ConstructionSection } from './project-page/construction-section';
import { DeveloperSection } from './project-page/developer-section';
import { DocumentsSection } from './project-page/documents-section';
import { FeatureSection } from './project-page/feature-section';
import { FinishingSection } from './project-page/finishing-section';
import { LocationSection } from './project-page/location-section';
import { ProjectHero } from './project-page/project-hero';
import { SalesSection } from './project-page/sales-section';
import { SectionNav } from './project-page/section-nav';
import { UnitsSection } from './project-page/units-section';
import { VideoSection } from './project-page/video-section';
import styles from './project-details.module.css';

interface ProjectDetailsProps {
  data: ProjectPageData;
  /** The CMS privacy policy version the form's consent refers to. */
  consentVersion?: string | null;
  /** The sales phone, offered where the form cannot load. */
  phone?: PhoneLink | null;
}

export function ProjectDetails({ data, consentVersion, phone }: ProjectDetailsProps) {
  const { project, sales, construction } = data;
  const hrefs = {
    commercial: { complex: paths.commercial(project.profitId), all: paths.commercial() },
    parking: { complex: paths.parking(project.profitId), all: paths.parking() },
    storage: { complex: paths.storeRooms(project.profitId), all: paths.storeRooms() },
  };
  return (
    <>
      <JsonLd data={projectJsonLd(getConfig().siteUrl, project, sales)} />
      <article className={styles.page}>
        <ProjectHero project={project} sales={sales} />
        <SectionNav sections={pageSections(data, hrefs)} />
        <AboutSection project={project} />
        <VideoSection project={project} />
        <AdvantagesSection project={project} />
        {project.showEntrance ? (
          <FeatureSection id="entrance" title={t.entranceTitle} text={project.entranceText} media={project.entranceMedia} projectTitle={project.title} />
        ) : null}
        <FeatureSection id="yard" title={t.yardTitle} text={project.yardText} media={project.yardMedia} projectTitle={project.title} />
        <FeatureSection id="engineering" title={t.engineeringTitle} text={project.engineeringText} media={project.engineeringMedia} projectTitle={project.title} />
        <FinishingSection project={project} />
        <SalesSection project={project} sales={sales} />
        <UnitsSection tiles={unitTiles(project, sales, hrefs)} />
        <LocationSection project={project} />
        <ConstructionSection project={project} months={construction} />
        <DeveloperSection project={project} />
        <DocumentsSection project={project} />
      </article>
      {/* The complex's id in the sales system, as the CRM knows it; the title says which one to a person. */}
      <QuestionForm
        projectId={project.profitId ?? undefined}
        projectTitle={project.title}
        title={t.requestTitle(project.title)}
        consentVersion={consentVersion}
        phone={phone}
      />
    </>
  );
}
