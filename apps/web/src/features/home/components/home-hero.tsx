// The first screen: the CMS main block's photo (the page's LCP image) under its title, subtitle
// and button, and the promotion card with its countdown beside it (below it on a phone).
import type { ReactNode } from 'react';
import { ButtonLink } from '@/ui/button';
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
    <div className={styles.heroArea}>
      <section className={styles.hero} aria-labelledby="home-title" data-has-promotion={hero.promotion ? 'true' : undefined}>
        {hero.photo ? (
          <ResponsivePhoto
            photo={hero.photo}
            alt={hero.photo.alt ?? homeTexts.heroPhotoAlt}
            sizes="(width < 768px) 100vw, min(100vw, 80rem)"
            priority
            className={styles.photo}
          />
        ) : null}
        <div className={styles.content}>
          <h1 id="home-title" className={styles.title}>
            {hero.title}
          </h1>
          {hero.subtitle ? <p className={styles.subtitle}>{hero.subtitle}</p> : null}
          {hero.button ? (
            <p>
              <ButtonLink href={hero.button.href} className={styles.button}>
                {hero.button.text}
              </ButtonLink>
            </p>
          ) : null}
        </div>
      </section>
      {hero.promotion ? <PromotionCard promotion={hero.promotion} fallbackAction={promotionAction} className={styles.promotion} /> : null}
    </div>
  );
}
