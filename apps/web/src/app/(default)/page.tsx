// Home page (a plain placeholder until the real home page is built): where to go next.
import Link from 'next/link';
import { paths } from '@/lib/paths';

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
