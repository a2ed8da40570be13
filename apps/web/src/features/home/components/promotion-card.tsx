// The CMS promotion: what it offers, the countdown to its end (0 0 0 once it has ended, spec §4)
// and where to learn more: its own page when the site has it, else the callback request.
import type { ReactNode } from 'react';
import { ButtonLink } from '@/ui/button-link';
import { Chip } from '@/ui/chip';
import { Countdown } from '@/ui/countdown/countdown';
import type { PromotionData } from '../data/home-content';
import { homeTexts } from '../texts';
import styles from './promotion-card.module.css';

interface PromotionCardProps {
  promotion: PromotionData;
  fallbackAction: ReactNode;
  className?: string;
}

export function PromotionCard({ promotion, fallbackAction, className }: PromotionCardProps) {
  return (
    <section className={[styles.card, className].filter(Boolean).join(' ')} aria-labelledby="home-promotion-title">
      <Chip tone="brand">{homeTexts.promotionBadge}</Chip>
      <h2 id="home-promotion-title" className={styles.title}>
        {promotion.title}
      </h2>
      {promotion.text ? <p className={styles.text}>{promotion.text}</p> : null}
      {promotion.endsAt ? (
        <div className={styles.countdown}>
          <p className={styles.caption}>{promotion.ended ? homeTexts.promotionEnded : homeTexts.promotionCountdown}</p>
          <Countdown target={promotion.endsAt} label={homeTexts.promotionCountdownLabel} />
        </div>
      ) : null}
      <div className={styles.action}>
        {promotion.href ? (
          <ButtonLink href={promotion.href} variant="secondary" size="sm">
            {homeTexts.promotionMore}
          </ButtonLink>
        ) : (
          fallbackAction
        )}
      </div>
    </section>
  );
}
