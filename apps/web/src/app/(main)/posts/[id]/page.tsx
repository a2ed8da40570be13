// /posts/<slug>: one news post with its previous and next (features/news); an unknown slug is a
// real 404. JSON-LD: NewsArticle and the breadcrumbs.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsPost, loadNewsPost, newsArticleJsonLd, newsExcerpt, newsTexts } from '@/features/news';
import { getConfig } from '@/lib/config';
import { paths } from '@/lib/paths';
import { BreadcrumbJsonLd, JsonLd, absoluteUrl, globalOrNull, organizationId, pageMetadata } from '@/platform/seo';

export const dynamic = 'force-dynamic';

interface NewsPostPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: NewsPostPageProps): Promise<Metadata> {
  const data = await loadNewsPost((await params).id);
  if (!data) return {};
  const { post } = data;
  const metadata = await pageMetadata(paths.newsPost(post.slug), {
    title: post.title,
    description: newsExcerpt(post.text),
    image: post.image,
  });
  return {
    ...metadata,
    openGraph: { ...metadata.openGraph, type: 'article', ...(post.date ? { publishedTime: post.date } : {}) },
  };
}

export default async function NewsPostPage({ params }: NewsPostPageProps) {
  const [data, global] = await Promise.all([loadNewsPost((await params).id), globalOrNull()]);
  if (!data) notFound();
  const { post } = data;
  const path = paths.newsPost(post.slug);
  const siteUrl = getConfig().siteUrl;
  const pageUrl = absoluteUrl(siteUrl, path);
  const logo = global?.logo && !global.logo.isVideo ? global.logo.url : null;
  return (
    <>
      <JsonLd data={newsArticleJsonLd(post, pageUrl, { id: organizationId(siteUrl), name: global?.siteName ?? 'Новострой', logo })} />
      <BreadcrumbJsonLd
        crumbs={[
          { name: newsTexts.home, path: paths.home() },
          { name: newsTexts.listTitle, path: paths.news() },
          { name: post.title, path },
        ]}
      />
      <NewsPost data={data} />
    </>
  );
}
