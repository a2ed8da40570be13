// «О проекте»: the editors' markdown and the gallery (Project_Media, then About_project_photos).
import { RichText } from '@/ui/rich-text';
import type { Project } from '@/upstream/content';
import { coverPhoto } from '../../data/project-cards';
import { galleryPhotos } from '../../data/project-page';
import { projectTexts as t } from '../../texts';
import { MediaGallery } from './media-gallery';
import { PageSection } from './section';
import styles from './project-page.module.css';

export function AboutSection({ project }: { project: Project }) {
  const cover = coverPhoto(project);
  // The cover is already on the page; the gallery shows it too when there is more to see.
  const photos = galleryPhotos(project);
  const gallery = photos.length > 1 ? photos : photos.filter((photo) => photo.id !== cover?.id);
  if (!project.aboutText && gallery.length === 0) return null;
  return (
    <PageSection id="about-project" title={t.aboutTitle}>
      {project.aboutText ? <RichText markdown={project.aboutText} className={styles.richText} /> : null}
      {gallery.length > 0 ? <MediaGallery media={gallery} projectTitle={project.title} /> : null}
    </PageSection>
  );
}
