// Default populate for /api/menus: the menu items.
import { createDefaultPopulate, type PopulateTree } from '../../../utils/default-populate';

const menu: PopulateTree = { Items: true };

export default createDefaultPopulate({ list: menu, detail: menu });
