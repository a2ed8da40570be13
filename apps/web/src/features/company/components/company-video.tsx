// One video of the page: the editors' poster (video_zaglushka) in a play button; nothing of the
// video loads before the press (VideoOnClick). A link to a site outside the allow-list stays a
// link out, over the same poster.
import type { Photo } from '@/upstream/content';
import { ResponsivePhoto } from '@/ui/responsive-photo';
import type { VideoSource } from '../data/about-content';
import { companyTexts as t } from '../texts';
import { VideoOnClick } from './video-on-click';
import { PlayMark } from './play-mark';
import styles from './about.module.css';

const POSTER_SIZES = '(min-width: 1200px) 1100px, 100vw';

export function CompanyVideo({ source, poster, title }: { source: VideoSource; poster: Photo | null; title: string }) {
  const posterImage = poster && !poster.isVideo ? <ResponsivePhoto photo={poster} alt="" sizes={POSTER_SIZES} className={styles.videoPoster} /> : null;
  if (source.kind === 'link') {
    return (
      <a href={source.url} className={styles.videoButton} target="_blank" rel="noopener noreferrer">
        {posterImage ?? <span className={styles.videoBlank} />}
        <PlayMark />
        <span className="visually-hidden">
          {t.play(title)} {t.newTab}
        </span>
      </a>
    );
  }
  return (
    <VideoOnClick video={source} label={t.play(title)} title={title} fallbackText={t.videoFallback} downloadText={t.videoDownload}>
      {posterImage}
    </VideoOnClick>
  );
}
