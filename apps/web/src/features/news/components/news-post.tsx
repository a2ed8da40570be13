// /posts/<slug>: one post. The breadcrumbs, the title, the date, the picture, the editors' text
// (sanitised by RichText) and the links to the newer and the older post.
import { IntentLink } from '@/ui/intent-link';
import { paths } from '@/lib/paths';
import { Breadcrumbs } from '@/ui/breadcrumbs';
import { Notice } from '@/ui/notice/notice';
import { ResponsivePhoto } from '@/ui/responsive-photo';
import { RichText } from '@/ui/rich-text';
import type { NewsPostPageData } from '../data/load-news';
import { formatNewsDate } from '../data/news-order';
import type { NewsCardData } from '../data/news-pages';
import { newsTexts } from '../texts';
import styles from './news.module.css';

function NeighbourLink({ card, direction }: { card: NewsCardData; direction: 'previous' | 'next' }) {
  return (
    <IntentLink href={card.href} className={styles.neighbour} data-direction={direction} rel={direction === 'previous' ? 'prev' : 'next'}>
      <span className={styles.neighbourLabel}>
        {direction === 'previous' ? <span aria-hidden="true">← </span> : null}
        {direction === 'previous' ? newsTexts.previousPost : newsTexts.nextPost}
        {direction === 'next' ? <span aria-hidden="true"> →</span> : null}
      </span>
      <span className={styles.neighbourTitle}>{card.title}</span>
    </IntentLink>
  );
}

export function NewsPost({ data }: { data: NewsPostPageData }) {
  const { post, neighbours } = data;
  const date = formatNewsDate(post.date);
  const photo = post.image && !post.image.isVideo ? post.image : null;
  return (
    <article className={styles.post} aria-labelledby="news-post-title">
      <header className={styles.postHeader}>
        <Breadcrumbs
          items={[{ label: newsTexts.home, href: paths.home() }, { label: newsTexts.listTitle, href: paths.news() }, { label: post.title }]}
        />
        <h1 id="news-post-title" className={styles.postTitle}>
          {post.title}
        </h1>
        {date ? (
          <time className={styles.date} dateTime={date.iso}>
            {date.text}
          </time>
        ) : null}
      </header>
      {photo ? (
        <div className={styles.postPhoto}>
          <ResponsivePhoto photo={photo} alt={photo.alt ?? newsTexts.photoAlt(post.title)} sizes="(width < 960px) calc(100vw - 2rem), 60rem" priority />
        </div>
      ) : null}
      {post.text ? <RichText markdown={post.text} className={styles.postText} /> : null}
      {neighbours === null ? (
        <Notice tone="info">{newsTexts.neighboursUnavailable}</Notice>
      ) : neighbours.previous || neighbours.next ? (
        <nav aria-label={newsTexts.postNavigation} className={styles.neighbours}>
          {neighbours.previous ? <NeighbourLink card={neighbours.previous} direction="previous" /> : <span />}
          {neighbours.next ? <NeighbourLink card={neighbours.next} direction="next" /> : null}
        </nav>
      ) : null}
      <p>
        <IntentLink href={paths.news()} className={styles.allNews}>
          {newsTexts.allNews}
        </IntentLink>
      </p>
    </article>
  );
}
