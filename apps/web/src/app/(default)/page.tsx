// Home page (a plain placeholder until the real home page is built): where to go next.
import type { Metadata } from 'next';
import Link from 'next/link';
import { pageMetadata } from '@/platform/seo';
import { paths } from '@/lib/paths';

// The CMS Page list entry for / wins; these texts are the fallback.
export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('/', {
    title: 'Квартиры от застройщика «Новострой»',
    description: 'Жилые комплексы, квартиры, коммерческие помещения, машино-места и кладовые от застройщика «Новострой».',
  });
}

export default function HomePage() {
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">Квартиры от застройщика «Новострой»</h1>
      <p>Выберите жилой комплекс, посмотрите цены и свободные квартиры.</p>
      <p>
        <Link href={paths.projects()}>Смотреть все проекты</Link>
      </p>
    </section>
  );
}
