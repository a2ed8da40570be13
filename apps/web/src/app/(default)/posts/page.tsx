// /posts: the news list, newest first, twelve posts a page. Page 1 is /posts, later pages
// /posts?page=N; ?page=1 redirects to /posts, a page past the last or a page that is not a
// number is a 404 (see docs/web.md "News").
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { NewsList, loadNewsListPage, newsTexts, parseNewsPageParam } from '@/features/news';
import { paths } from '@/lib/paths';
import { pageMetadata, pageTexts } from '@/platform/seo';

export const dynamic = 'force-dynamic';

const FALLBACK = { title: newsTexts.listTitle, description: newsTexts.listDescription };

interface NewsListPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: NewsListPageProps): Promise<Metadata> {
  const param = parseNewsPageParam((await searchParams).page);
  if (param.kind !== 'page') return {};
  // A later page is a page of its own: its own title and canonical address (/posts?page=2).
  return pageMetadata(
    paths.news(param.page),
    param.page === 1 ? FALLBACK : { title: newsTexts.listPageTitle(param.page), description: newsTexts.listDescription },
  );
}

export default async function NewsListRoute({ searchParams }: NewsListPageProps) {
  const param = parseNewsPageParam((await searchParams).page);
  if (param.kind === 'first-page-alias') permanentRedirect(paths.news());
  if (param.kind === 'invalid') notFound();
  const [list, texts] = await Promise.all([loadNewsListPage(param.page), pageTexts(paths.news(), FALLBACK)]);
  if (!list) notFound();
  return <NewsList list={list} title={texts.title} lead={texts.description} />;
}
