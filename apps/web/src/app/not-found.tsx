// 404 screen for unknown routes and for notFound() (an unknown complex): real HTTP 404.
import type { Metadata } from 'next';
import Link from 'next/link';
import { paths } from '@/lib/paths';

export const metadata: Metadata = { title: 'Страница не найдена' };

export default function NotFound() {
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">Страница не найдена</h1>
      <p>Возможно, она была перемещена или адрес набран с ошибкой.</p>
      <ul>
        <li>
          <Link href={paths.home()}>На главную</Link>
        </li>
        <li>
          <Link href={paths.projects()}>Все проекты</Link>
        </li>
      </ul>
    </section>
  );
}
