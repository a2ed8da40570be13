// A section of text and media: «Входные группы», «Двор», «Инженерные системы».
import type { Photo } from '@/upstream/content';
import { paragraphs, type SectionId } from '../../data/project-page';
import { MediaGallery } from './media-gallery';
import { PageSection, Paragraphs } from './section';
import styles from './project-page.module.css';

interface FeatureSectionProps {
  id: Extract<SectionId, 'entrance' | 'yard' | 'engineering'>;
  title: string;
  text: string | null;
  media: readonly Photo[];
  projectTitle: string;
}

export function FeatureSection({ id, title, text, media, projectTitle }: FeatureSectionProps) {
  const items = paragraphs(text);
  if (items.length === 0 && media.length === 0) return null;
  return (
    <PageSection id={id} title={title}>
      <div className={styles.feature}>
        <Paragraphs items={items} />
        <MediaGallery media={media} section={title} projectTitle={projectTitle} />
      </div>
    </PageSection>
  );
}
