// An SEO landing page: breadcrumbs, title, picture and the editor's markdown body.
import { Breadcrumbs } from '@/ui/breadcrumbs';
import { ResponsivePhoto } from '@/ui/responsive-photo';
import { RichText } from '@/ui/rich-text';
import type { SeoContent } from '@/upstream/content';
import { seoPagePhoto } from '../data/resolve-seo-page';
import { seoPageTexts } from '../texts';
import styles from './seo-page.module.css';

export function SeoPage({ entry }: { entry: SeoContent }) {
  const photo = seoPagePhoto(entry);
  return (
    <article className={styles.page}>
      <Breadcrumbs items={[{ label: seoPageTexts.home, href: '/' }, { label: entry.title }]} />
      <h1 className={styles.title}>{entry.title}</h1>
      {photo ? (
        <figure className={styles.photo}>
          {/* The title says what the page is about; the picture only illustrates it. */}
          <ResponsivePhoto photo={photo} alt={photo.alt ?? ''} sizes="(width < 1024px) 100vw, 960px" priority />
        </figure>
      ) : null}
      {entry.body ? <RichText markdown={entry.body} className={styles.body} /> : null}
    </article>
  );
}
