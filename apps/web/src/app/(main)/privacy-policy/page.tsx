// /privacy-policy: the personal-data processing policy the lead forms' consent links to, from the
// CMS Global. When the CMS cannot answer or the text is empty, a short note with the phone.
import type { Metadata } from 'next';
import { BreadcrumbJsonLd, pageMetadata, globalOrNull } from '@/platform/seo';
import { loadFrame } from '@/platform/frame';
import { RichText } from '@/ui/rich-text';
import styles from './page.module.css';

export const dynamic = 'force-dynamic';

const TITLE = 'Политика конфиденциальности';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('/privacy-policy', {
    title: TITLE,
    description: 'Как застройщик «Новострой» обрабатывает и защищает персональные данные посетителей сайта и покупателей.',
  });
}

export default async function PrivacyPolicyPage() {
  const [global, frame] = await Promise.all([globalOrNull(), loadFrame()]);
  const policy = global?.privacyPolicy?.trim();
  const phone = frame.phones[0];
  return (
    <article className={styles.page}>
      <BreadcrumbJsonLd crumbs={[{ name: 'Главная', path: '/' }, { name: TITLE, path: '/privacy-policy' }]} />
      <h1>{TITLE}</h1>
      {policy ? (
        <RichText markdown={policy} />
      ) : (
        <p className={styles.note}>
          Текст политики сейчас недоступен. Если у вас есть вопросы об обработке персональных данных,{' '}
          {phone ? (
            <>
              позвоните нам: <a href={phone.href}>{phone.display}</a>.
            </>
          ) : (
            'позвоните в офис продаж — мы всё расскажем.'
          )}
        </p>
      )}
      {policy && global?.privacyPolicyVersion ? <p className={styles.version}>Редакция {global.privacyPolicyVersion}</p> : null}
    </article>
  );
}
