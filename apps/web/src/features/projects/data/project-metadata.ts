// <title> and description of a complex page: seo_title (spec: falls back to the project title),
// else Page_title; seo_description, else Page_description.
import type { Metadata } from 'next';
import { paths } from '@/lib/paths';
import type { Project } from '@/upstream/content';

export function projectMetadata(project: Project): Metadata {
  // seoTitle equals the title when seo_title was empty; Page_title is then the better choice.
  const title = project.seoTitle !== project.title ? project.seoTitle : (project.pageTitle ?? project.title);
  const description = project.seoDescription ?? project.pageDescription ?? undefined;
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: paths.project(project.slug) },
  };
}
