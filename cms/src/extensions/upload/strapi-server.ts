// The upload plugin, extended: an uploaded JPEG, PNG or TIFF is stored as WebP (./webp.ts).
// Strapi calls the image-manipulation service's `optimize` on every uploaded image before it
// stores the file and makes its variants; a converted file skips Strapi's own re-encoding (which
// would be a second lossy pass), any other image gets it as before.
import { toWebp, type UploadedFile } from './webp';

type Optimize = (file: UploadedFile) => Promise<UploadedFile>;

interface UploadPlugin {
  services: Record<string, unknown> & { 'image-manipulation': { optimize: Optimize } & Record<string, unknown> };
}

export default (plugin: UploadPlugin): UploadPlugin => {
  const manipulation = plugin.services['image-manipulation'];
  const optimize: Optimize = async (file) => {
    const converted = await toWebp(file);
    return converted === file ? manipulation.optimize(file) : converted;
  };
  plugin.services['image-manipulation'] = { ...manipulation, optimize };
  return plugin;
};
