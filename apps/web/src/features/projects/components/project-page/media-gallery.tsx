// A section's photos as a gallery (each opens in the image viewer) and its videos as players that
// load nothing until asked. Every image here is lazy: the cover is the page's only priority image.
import type { Photo } from '@/upstream/content';
import { ResponsivePhoto } from '@/ui/responsive-photo';
import { projectTexts as t } from '../../texts';
import { GalleryViewer, type ViewerPhoto } from './gallery-viewer';
import { VideoPlayer } from './video-player';
import styles from './project-page.module.css';

interface MediaGalleryProps {
  media: readonly Photo[];
  /**
   * The section the photos belong to («Двор»): the dialog is «Фотографии: ЖК …, двор» and a photo
   * without alt text is named after it. None for the complex's general gallery («Фотографии: ЖК …»).
   */
  section?: string;
  projectTitle: string;
  poster?: Photo | null;
}

export function MediaGallery({ media, section, projectTitle, poster }: MediaGalleryProps) {
  const name = section ?? t.galleryTitle;
  const photos = media.filter((photo) => !photo.isVideo);
  const videos = media.filter((photo) => photo.isVideo);
  if (photos.length === 0 && videos.length === 0) return null;
  const alts = photos.map((photo, index) => photo.alt ?? t.sectionPhoto(name, projectTitle, index + 1));
  const viewerPhotos: ViewerPhoto[] = photos.map((photo, index) => {
    const large = photo.variants.xlarge;
    return {
      src: large.url,
      width: large.width ?? photo.width ?? photo.variants.medium.width ?? 1600,
      height: large.height ?? photo.height ?? photo.variants.medium.height ?? 1067,
      alt: alts[index] ?? name,
      openLabel: `${t.galleryOpen(index + 1, photos.length)}: ${alts[index] ?? name}`,
    };
  });
  return (
    <>
      {photos.length > 0 ? (
        <GalleryViewer title={t.galleryViewer(section ? `${projectTitle}, ${section.toLowerCase()}` : projectTitle)} photos={viewerPhotos}>
          {photos.map((photo, index) => (
            <ResponsivePhoto key={photo.id} photo={photo} alt={alts[index] ?? name} sizes="(width < 768px) 50vw, 33vw" className={styles.thumb} />
          ))}
        </GalleryViewer>
      ) : null}
      {videos.map((video) => (
        <VideoPlayer key={video.id} video={video} poster={poster ?? photos[0] ?? null} />
      ))}
    </>
  );
}
