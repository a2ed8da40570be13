// Russian texts of the SEO landing pages.
export const seoPageTexts = {
  home: 'Главная',
  breadcrumbsLabel: 'Навигация по разделам',
} as const;
