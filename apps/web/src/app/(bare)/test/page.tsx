// /test (spec §2: no layout, redirects to /). The redirect table normally answers first; this page
// keeps the rule true even without it, with the query string kept.
import { permanentRedirect } from 'next/navigation';

export const dynamic = 'force-dynamic';

interface TestPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function TestPage({ searchParams }: TestPageProps) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, item);
  }
  const search = query.toString();
  permanentRedirect(search ? `/?${search}` : '/');
}
