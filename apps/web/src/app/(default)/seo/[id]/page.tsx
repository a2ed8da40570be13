// /seo/<slug>: an SEO landing page from the CMS content list; an unknown slug is a real 404.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata, BreadcrumbJsonLd } from '@/platform/seo';
import { SeoPage, resolveSeoPage, seoPageShareImage, seoPageTexts } from '@/features/seo-pages';

export const dynamic = 'force-dynamic';

interface SeoRouteProps {
  params: Promise<{ id: string }>;
}

const seoPath = (slug: string) => `/seo/${encodeURIComponent(slug)}`;

export async function generateMetadata({ params }: SeoRouteProps): Promise<Metadata> {
  const entry = await resolveSeoPage((await params).id);
  if (!entry) return {};
  return pageMetadata(seoPath(entry.slug), {
    title: entry.seo?.metaTitle ?? entry.seo?.openGraph?.title ?? entry.title,
    description: entry.seo?.metaDescription ?? entry.seo?.openGraph?.description ?? null,
    image: seoPageShareImage(entry),
  });
}

export default async function SeoRoute({ params }: SeoRouteProps) {
  const entry = await resolveSeoPage((await params).id);
  if (!entry) notFound();
  return (
    <>
      <BreadcrumbJsonLd
        crumbs={[
          { name: seoPageTexts.home, path: '/' },
          { name: entry.title, path: seoPath(entry.slug) },
        ]}
      />
      <SeoPage entry={entry} />
    </>
  );
}
