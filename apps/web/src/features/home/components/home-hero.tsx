// The first screen: the CMS main block's title, subtitle and button beside its large photo (the
// page's LCP image; above the text on a phone), and the promotion card with its countdown.
import type { ReactNode } from 'react';
import { ButtonLink } from '@/ui/button-link';
import { ResponsivePhoto } from '@/ui/responsive-photo';
import type { HeroData } from '../data/home-content';
import { homeTexts } from '../texts';
import styles from './home-hero.module.css';
import { PromotionCard } from './promotion-card';

interface HomeHeroProps {
  hero: HeroData;
  /** The action of a promotion without a page of its own (the callback request). */
  promotionAction: ReactNode;
}

export function HomeHero({ hero, promotionAction }: HomeHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="home-title" data-photo={hero.photo ? 'true' : undefined}>
      <div className={styles.text}>
        <h1 id="home-title" className={styles.title}>
          {hero.title}
        </h1>
        {hero.subtitle ? <p className={styles.subtitle}>{hero.subtitle}</p> : null}
        {hero.button ? (
          <p className={styles.button}>
            <ButtonLink href={hero.button.href}>{hero.button.text}</ButtonLink>
          </p>
        ) : null}
        {hero.promotion ? <PromotionCard promotion={hero.promotion} fallbackAction={promotionAction} className={styles.promotion} /> : null}
      </div>
      {hero.photo ? (
        <div className={styles.media}>
          <ResponsivePhoto
            photo={hero.photo}
            alt={hero.photo.alt ?? homeTexts.heroPhotoAlt}
            sizes="(width < 1024px) 100vw, 60vw"
            priority
          />
        </div>
      ) : null}
    </section>
  );
}
