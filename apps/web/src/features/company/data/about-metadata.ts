// <title> and description of /about-company: the entry's own Page_title and Page_description,
// else the CMS Page list's, else the built-in ones (platform/seo pageMetadata).
import 'server-only';
import type { Metadata } from 'next';
import { pageMetadata } from '@/platform/seo';
import { companyTexts as t } from '../texts';
import { loadAboutCompany } from './load-about';

export async function aboutCompanyMetadata(): Promise<Metadata> {
  const [about, base] = await Promise.all([loadAboutCompany(), pageMetadata(t.path, t.fallback)]);
  const title = about?.pageTitle?.trim();
  const description = about?.pageDescription?.trim();
  if (!title && !description) return base;
  return {
    ...base,
    ...(title ? { title: { absolute: title } } : {}),
    ...(description ? { description } : {}),
    openGraph: { ...base.openGraph, ...(title ? { title } : {}), ...(description ? { description } : {}) },
    twitter: { ...base.twitter, ...(title ? { title } : {}), ...(description ? { description } : {}) },
  };
}
