// Default populate for the about-company single type (both /api/about-company and /api/about-companies):
// everything the page shows, team sorted as editors ordered it.
import { createDefaultPopulate, type PopulateTree } from '../../../utils/default-populate';

const page: PopulateTree = {
  Presentation_ksi: true,
  Image_about_ksi: true,
  Video_about_ksi: true,
  video_zaglushka: true,
  Image_1_block: true,
  workers: { sort: ['Sort_3:asc'], populate: { Photo_worker: true, Photo_page: true } },
  Company_history: { populate: { Reward_image: true, Project_image: true } },
};

export default createDefaultPopulate({ list: page, detail: page });
