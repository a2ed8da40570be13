// Default populate for /api/news: the post's image, for the list card and the post page alike.
import { createDefaultPopulate, type PopulateTree } from '../../../utils/default-populate';

const post: PopulateTree = { News_image: true };

export default createDefaultPopulate({ list: post, detail: post });
