// The two 404 screens of spec §8: 'Page Not Found: {fullPath}' when a route's parameter fails its
// check, 'Page not found: {fullPath}' when no route matches. Both explain in Russian and lead home.
import { headers } from 'next/headers';
import { FULL_PATH_REQUEST_HEADER } from '@/platform/security';
import type { NotFoundKind } from '@/lib/not-found-kinds';
import { paths } from '@/lib/paths';
import { ButtonLink } from '@/ui/button-link';
import { CurrentPath } from './current-path';
import styles from './error-screens.module.css';

const TITLES: Record<NotFoundKind, string> = {
  'invalid-parameter': 'Page Not Found',
  'no-route': 'Page not found',
};

const EXPLANATIONS: Record<NotFoundKind, string> = {
  'invalid-parameter': 'Такой страницы нет: возможно, объект снят с продажи или ссылка устарела.',
  'no-route': 'Страница не найдена. Возможно, она была перемещена или адрес набран с ошибкой.',
};

/**
 * Where to look instead when the address was one item of a list: a unit sold or a post removed
 * sends the visitor to the others of its kind. Flats have no one list (by rooms), so «Все
 * проекты» serves them.
 */
const LISTS: ReadonlyArray<{ prefix: string; label: string; href: string; explanation?: string }> = [
  { prefix: '/commercial/', label: 'Все коммерческие помещения', href: paths.commercial() },
  { prefix: '/parking/', label: 'Все машино-места', href: paths.parking() },
  { prefix: '/store-room/', label: 'Все кладовые', href: paths.storeRooms() },
  { prefix: '/posts', label: 'Все новости', href: paths.news(), explanation: 'Такой страницы нет: возможно, новость убрали с сайта или ссылка устарела.' },
];

export async function NotFoundScreen({ kind }: { kind: NotFoundKind }) {
  // The proxy passes the requested path with its query, so the server HTML already names it.
  const requested = (await headers()).get(FULL_PATH_REQUEST_HEADER) ?? undefined;
  const list = requested === undefined ? undefined : LISTS.find(({ prefix }) => requested.startsWith(prefix));
  const explanation = (kind === 'invalid-parameter' ? list?.explanation : undefined) ?? EXPLANATIONS[kind];
  return (
    <section aria-labelledby="error-title" className={styles.screen} data-error-kind={kind}>
      <p className={styles.code}>404</p>
      <h1 id="error-title" className={styles.title}>
        {TITLES[kind]}: <CurrentPath initial={requested} />
      </h1>
      <p className={styles.explanation}>{explanation}</p>
      <ul className={styles.links}>
        <li>
          <ButtonLink href={paths.home()}>На главную</ButtonLink>
        </li>
        {list && (
          <li>
            <ButtonLink href={list.href} variant="secondary">
              {list.label}
            </ButtonLink>
          </li>
        )}
        <li>
          <ButtonLink href={paths.projects()} variant="secondary">
            Все проекты
          </ButtonLink>
        </li>
      </ul>
    </section>
  );
}
