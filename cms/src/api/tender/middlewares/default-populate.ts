// Default populate for /api/tenders: the tender documents (PDF).
import { createDefaultPopulate, type PopulateTree } from '../../../utils/default-populate';

const tender: PopulateTree = { Documents: true };

export default createDefaultPopulate({ list: tender, detail: tender });
