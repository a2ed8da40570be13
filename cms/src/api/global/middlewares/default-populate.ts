// Default populate for /api/global: phones, logo, social links with icons, default share image.
import { createDefaultPopulate, type PopulateTree } from '../../../utils/default-populate';

const settings: PopulateTree = {
  Phones: true,
  Logo: true,
  Socials: { populate: { Icon: true } },
  Default_og_image: true,
};

export default createDefaultPopulate({ list: settings, detail: settings });
