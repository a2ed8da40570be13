// Default populate for /api/workers: both photos (card portrait and page photo).
import { createDefaultPopulate, type PopulateTree } from '../../../utils/default-populate';

const worker: PopulateTree = { Photo_worker: true, Photo_page: true };

export default createDefaultPopulate({ list: worker, detail: worker });
