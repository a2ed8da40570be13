// Default populate for /api/construcrion-progresses: the photos and the complex's identifying fields.
import { createDefaultPopulate, type PopulateTree } from '../../../utils/default-populate';

const report: PopulateTree = {
  photos: true,
  project: { fields: ['Slug', 'Project_Title', 'Legacy_id', 'Profit_id'] },
};

export default createDefaultPopulate({ list: report, detail: report });
