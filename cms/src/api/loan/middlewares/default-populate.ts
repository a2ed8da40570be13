// Default populate for /api/loans: before/after images and the consultant with photos.
import { createDefaultPopulate, type PopulateTree } from '../../../utils/default-populate';

const loan: PopulateTree = {
  Image_before: true,
  Image_after: true,
  worker: { populate: { Photo_worker: true, Photo_page: true } },
};

export default createDefaultPopulate({ list: loan, detail: loan });
