// One post in the news list: its picture, date, title (the card's one link) and first words.
import { IntentLink } from '@/ui/intent-link';
import { Card, cardLinkClassName } from '@/ui/card';
import { ResponsivePhoto } from '@/ui/responsive-photo';
import type { NewsCardData } from '../data/news-pages';
import { newsTexts } from '../texts';
import styles from './news.module.css';

interface NewsCardProps {
  card: NewsCardData;
  /** The first card of the first page: shown large on a phone too, its picture the LCP, so loaded at once. */
  featured?: boolean;
}

export function NewsCard({ card, featured = false }: NewsCardProps) {
  return (
    <Card
      interactive
      className={[styles.card, featured ? styles.featured : null].filter(Boolean).join(' ')}
      media={
        card.photo ? (
          <ResponsivePhoto
            photo={card.photo}
            alt={card.photo.alt ?? newsTexts.photoAlt(card.title)}
            sizes={featured ? '(width < 768px) calc(100vw - 2rem), (width < 1024px) 45vw, 400px' : '(width < 768px) 35vw, (width < 1024px) 45vw, 400px'}
            priority={featured}
          />
        ) : undefined
      }
    >
      {card.date ? (
        <time className={styles.date} dateTime={card.date.iso}>
          {card.date.text}
        </time>
      ) : null}
      <h2 className={styles.cardTitle}>
        <IntentLink href={card.href} className={cardLinkClassName}>
          {card.title}
        </IntentLink>
      </h2>
      {card.excerpt ? <p className={styles.excerpt}>{card.excerpt}</p> : null}
    </Card>
  );
}
