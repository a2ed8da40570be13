// Russian texts of the SEO landing pages.
export const seoPageTexts = {
  home: 'Главная',
} as const;
