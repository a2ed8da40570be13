// Default populate for /api/main-block: the hero image.
import { createDefaultPopulate, type PopulateTree } from '../../../utils/default-populate';

const hero: PopulateTree = { Image: true };

export default createDefaultPopulate({ list: hero, detail: hero });
