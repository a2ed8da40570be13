// The two 404 screens of spec §8: 'Page Not Found: {fullPath}' when a route's parameter fails its
// check, 'Page not found: {fullPath}' when no route matches. Both explain in Russian and lead home.
import { headers } from 'next/headers';
import { FULL_PATH_REQUEST_HEADER } from '@/platform/security';
import { paths } from '@/lib/paths';
import { ButtonLink } from '@/ui/button-link';
import { CurrentPath } from './current-path';
import styles from './error-screens.module.css';

export type NotFoundKind = 'invalid-parameter' | 'no-route';

const TITLES: Record<NotFoundKind, string> = {
  'invalid-parameter': 'Page Not Found',
  'no-route': 'Page not found',
};

const EXPLANATIONS: Record<NotFoundKind, string> = {
  'invalid-parameter': 'Такой страницы нет: возможно, объект снят с продажи или ссылка устарела.',
  'no-route': 'Страница не найдена. Возможно, она была перемещена или адрес набран с ошибкой.',
};

export async function NotFoundScreen({ kind }: { kind: NotFoundKind }) {
  // The proxy passes the requested path with its query, so the server HTML already names it.
  const requested = (await headers()).get(FULL_PATH_REQUEST_HEADER) ?? undefined;
  return (
    <section aria-labelledby="error-title" className={styles.screen} data-error-kind={kind}>
      <p className={styles.code}>404</p>
      <h1 id="error-title" className={styles.title}>
        {TITLES[kind]}: <CurrentPath initial={requested} />
      </h1>
      <p className={styles.explanation}>{EXPLANATIONS[kind]}</p>
      <ul className={styles.links}>
        <li>
          <ButtonLink href={paths.home()}>На главную</ButtonLink>
        </li>
        <li>
          <ButtonLink href={paths.projects()} variant="secondary">
            Все проекты
          </ButtonLink>
        </li>
      </ul>
    </section>
  );
}
