// /posts: the page's heading, one page of news cards and the page numbers; an empty list says so.
import { IntentLink } from '@/ui/intent-link';
import { paths } from '@/lib/paths';
import { PageBreadcrumbs } from '@/platform/seo';
import { EmptyState } from '@/ui/empty-state/empty-state';
import { PageIntro } from '@/ui/page-intro';
import { Pagination } from '@/ui/pagination';
import type { NewsListPage } from '../data/news-pages';
import { newsTexts } from '../texts';
import { NewsCard } from './news-card';
import styles from './news.module.css';

interface NewsListProps {
  list: NewsListPage;
  /** The page's heading and lead (the CMS Page list's texts for /posts, or the fallback). */
  title: string;
  lead: string;
}

export function NewsList({ list, title, lead }: NewsListProps) {
  return (
    <section className={styles.list} aria-labelledby="news-title">
      {/* The browser hint of the neighbouring pages (React puts these links in <head>). */}
      {list.page > 1 ? <link rel="prev" href={paths.news(list.page - 1)} /> : null}
      {list.page < list.pageCount ? <link rel="next" href={paths.news(list.page + 1)} /> : null}
      <PageIntro
        as="header"
        titleId="news-title"
        title={list.page > 1 ? newsTexts.listPageTitle(list.page) : title}
        lead={list.page === 1 ? lead : undefined}
        breadcrumbs={
          <PageBreadcrumbs
            crumbs={[
              { name: newsTexts.home, path: paths.home() },
              { name: newsTexts.listTitle, path: paths.news() },
              ...(list.page > 1 ? [{ name: newsTexts.pageLabel(list.page), path: paths.news(list.page) }] : []),
            ]}
          />
        }
      />
      {list.cards.length === 0 ? (
        <EmptyState title={newsTexts.emptyTitle} action={<IntentLink href={paths.projects()}>{newsTexts.emptyAction}</IntentLink>}>
          {newsTexts.emptyText}
        </EmptyState>
      ) : (
        <>
          <ul className={styles.grid}>
            {list.cards.map((card, index) => (
              <li key={card.id}>
                <NewsCard card={card} featured={list.page === 1 && index === 0} />
              </li>
            ))}
          </ul>
          <Pagination label={newsTexts.pagination} page={list.page} pageCount={list.pageCount} href={paths.news} />
        </>
      )}
    </section>
  );
}
