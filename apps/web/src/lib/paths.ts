// Typed builders of the site's own URLs, so no component spells a route by hand.

export const paths = {
  home: () => '/',
  projects: () => '/our-projects',
  project: (slug: string) => `/our-projects/${encodeURIComponent(slug)}`,
  privacyPolicy: () => '/privacy-policy',
} as const;
