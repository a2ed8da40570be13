// Default populate for /api/contents: the SEO block with its meta and Open Graph images, which is
// exactly what the site's startup content list asks for (spec section 7).
import { createDefaultPopulate, type PopulateTree } from '../../../utils/default-populate';

const seoPage: PopulateTree = {
  seo: { populate: { metaImage: true, openGraph: { populate: { ogImage: true } } } },
};

export default createDefaultPopulate({ list: seoPage, detail: seoPage });
