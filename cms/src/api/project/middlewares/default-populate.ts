// Default populate for /api/projects. Cards (list) need the photos; a complex page (findOne, or
// find filtered by Slug / Legacy_id) needs every medium, component and the construction reports.
import { createDefaultPopulate, type PopulateTree } from '../../../utils/default-populate';

const card: PopulateTree = {
  About_project_photos: true,
  Project_Media: true,
};

const page: PopulateTree = {
  ...card,
  About_project_video: true,
  Presentation_desktop: true,
  Presentation_mobile: true,
  Developer_buttons: true,
  Developer_info_list: true,
  maps: { populate: { Down_icon: true, Icon: true } },
  Project_advantages: { populate: { Image: true } },
  Media_entrance: true,
  Main_yard: true,
  Media_engineering: true,
  Image_commercial: true,
  Image_parking: true,
  Image_storage: true,
  Construction_progress: { sort: ['date:asc'], populate: { photos: true } },
};

export default createDefaultPopulate({ list: card, detail: page });
