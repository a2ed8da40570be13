// News: the list (/posts) and one post (/posts/<slug>), their data (server only) and the news
// order and date the home page's teaser shares.
export { NewsList } from './components/news-list';
export { NewsPost } from './components/news-post';
export { loadNewsListPage, loadNewsPost, type NewsPostPageData } from './data/load-news';
export { newsArticleJsonLd, type NewsArticlePublisher } from './data/news-json-ld';
export { byNewsOrder, formatNewsDate, inNewsOrder, type NewsDate } from './data/news-order';
export { newsExcerpt, parseNewsPageParam, type NewsListPage } from './data/news-pages';
export { newsTexts } from './texts';
