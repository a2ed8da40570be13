'use client';
// The consent banner itself (loaded by ./analytics-consent.tsx only when it shows): what is
// collected and why, the policy link, and «Принять» / «Отклонить» as two equal buttons.
import Link from 'next/link';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/ui/button';
import { paths } from '@/lib/paths';
import type { AnalyticsConsent as Choice } from './consent';
import { analyticsTexts as t } from './texts';
import styles from './consent-banner.module.css';

interface ConsentBannerProps {
  /** The stored choice when opened again from the footer; null on a first visit. */
  current: Choice | null;
  /** Opened by the visitor (the footer's button): the keyboard lands in the banner. */
  focusOnOpen: boolean;
  onChoose: (choice: Choice) => void;
}

export default function ConsentBanner({ current, focusOnOpen, onChoose }: ConsentBannerProps): ReactNode {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) headingRef.current?.focus();
  }, [focusOnOpen]);

  return (
    <section className={styles.banner} aria-labelledby="analytics-consent-heading">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="analytics-consent-heading" className={styles.heading} ref={headingRef} tabIndex={-1}>
            {t.heading}
          </h2>
          <p>
            {t.body} {t.policyLead}
            <Link href={paths.privacyPolicy()} className={styles.link} prefetch={false}>
              {t.policyLink}
            </Link>
            {t.policyTail}
          </p>
          {current ? <p className={styles.current}>{current === 'granted' ? t.currentGranted : t.currentDenied}</p> : null}
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => onChoose('granted')}>
            {t.accept}
          </Button>
          <Button variant="secondary" onClick={() => onChoose('denied')}>
            {t.reject}
          </Button>
        </div>
      </div>
    </section>
  );
}
