// The latest news posts: picture, date and title. A post links to its page (/posts/<slug>) when the
// item has an href, so a teaser never links to a 404.
import { IntentLink } from '@/ui/intent-link';
import { Card, cardLinkClassName } from '@/ui/card';
import { ResponsivePhoto } from '@/ui/responsive-photo';
import { SectionHeading } from '@/ui/section-heading';
import { TextLink } from '@/ui/text-link';
import type { NewsTeaserItem } from '../data/home-content';
import { homeTexts } from '../texts';
import styles from './home.module.css';

export function NewsTeaser({ posts, allNewsHref = null }: { posts: NewsTeaserItem[]; allNewsHref?: string | null }) {
  if (posts.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-news">
      <SectionHeading
        id="home-news"
        title={homeTexts.newsTitle}
        action={allNewsHref ? <TextLink href={allNewsHref} arrow>{homeTexts.allNews}</TextLink> : undefined}
      />
      <ul className={`${styles.grid} ${styles.newsGrid}`}>
        {posts.map((post) => (
          <li key={post.id}>
            <Card
              interactive={post.href !== null}
              className={styles.newsCard}
              media={
                post.photo ? (
                  <ResponsivePhoto
                    photo={post.photo}
                    alt={post.photo.alt ?? homeTexts.newsPhotoAlt(post.title)}
                    sizes="(width < 768px) 100vw, (width < 1200px) 33vw, 400px"
                  />
                ) : undefined
              }
            >
              {post.date ? (
                <time className={styles.newsDate} dateTime={post.date.iso}>
                  {post.date.text}
                </time>
              ) : null}
              <h3 className={styles.cardTitle}>
                {post.href ? (
                  <IntentLink href={post.href} className={cardLinkClassName}>
                    {post.title}
                  </IntentLink>
                ) : (
                  post.title
                )}
              </h3>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
