// One post in the news list: its picture, date, title (the card's one link) and first words.
import Link from 'next/link';
import { Card, cardLinkClassName } from '@/ui/card';
import { ResponsivePhoto } from '@/ui/responsive-photo';
import type { NewsCardData } from '../data/news-pages';
import { newsTexts } from '../texts';
import styles from './news.module.css';

interface NewsCardProps {
  card: NewsCardData;
  /** The first card of the first page: the list's largest picture above the fold on a phone. */
  priority?: boolean;
}

export function NewsCard({ card, priority = false }: NewsCardProps) {
  return (
    <Card
      interactive
      className={styles.card}
      media={
        card.photo ? (
          <ResponsivePhoto
            photo={card.photo}
            alt={card.photo.alt ?? newsTexts.photoAlt(card.title)}
            sizes="(width < 768px) calc(100vw - 2rem), (width < 1280px) 45vw, 400px"
            priority={priority}
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
        <Link href={card.href} className={cardLinkClassName}>
          {card.title}
        </Link>
      </h2>
      {card.excerpt ? <p className={styles.excerpt}>{card.excerpt}</p> : null}
    </Card>
  );
}
