// Home page: the CMS main block with its promotion, the complexes, news, ways to buy, sales
// offices and the question form (features/home; docs/web.md "The home page").
import type { Metadata } from 'next';
import { HomePage, homeJsonLd, loadHome } from '@/features/home';
import { JsonLd, pageMetadata } from '@/platform/seo';
import { getConfig } from '@/lib/config';

// Rendered per request: the build never needs the CMS, sales figures stay fresh, and the
// countdown starts from the moment of the request.
export const dynamic = 'force-dynamic';

// The CMS Page list entry for / wins; these texts are the fallback.
export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('/', {
    title: 'Квартиры от застройщика «Новострой»',
    description: 'Жилые комплексы, квартиры, коммерческие помещения, машино-места и кладовые от застройщика «Новострой».',
  });
}

export default async function Home() {
  const data = await loadHome();
  return (
    <>
      <JsonLd data={homeJsonLd(getConfig().siteUrl, data.siteName)} />
      <HomePage data={data} />
    </>
  );
}
