// The «Черновик» bar every page shows in an editor's draft preview, with the way out. Nothing
// renders for visitors. It is the first thing on the page, above the header, so no screenshot of a
// draft can be mistaken for the live site.
import { headers } from 'next/headers';
import { FULL_PATH_REQUEST_HEADER } from '@/platform/security';
import { isDraftPreview } from './draft';
import { sitePath } from './server/preview-link';
import styles from './preview-banner.module.css';

export const PREVIEW_BANNER_TEXTS = {
  label: 'Черновик',
  note: 'Так страница будет выглядеть после публикации. Посетители сайта видят опубликованную версию.',
  exit: 'Выйти из предпросмотра',
} as const;

export async function PreviewBanner() {
  if (!(await isDraftPreview())) return null;
  const path = sitePath((await headers()).get(FULL_PATH_REQUEST_HEADER)) ?? '/';
  const t = PREVIEW_BANNER_TEXTS;
  return (
    <div className={styles.banner} role="region" aria-label={t.label}>
      <strong className={styles.label}>{t.label}</strong>
      <span className={styles.note}>{t.note}</span>
      {/* A plain link: leaving must work even if the page's scripts fail on a broken draft. */}
      <a className={styles.exit} href={`/api/preview/exit?path=${encodeURIComponent(path)}`}>
        {t.exit}
      </a>
    </div>
  );
}
