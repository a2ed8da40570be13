// A video file from the CMS: the browser's own player, nothing loaded before the visitor presses
// play (preload="none"), never autoplay; the poster holds the place. No script at all.
import type { Photo } from '@/upstream/content';
import { projectTexts as t } from '../../texts';
import styles from './project-page.module.css';

export function VideoPlayer({ video, poster, label }: { video: Photo; poster: Photo | null; label?: string }) {
  return (
    // The CMS has no captions field for About_project_video (spec §3); an empty <track> would only pretend.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      className={styles.video}
      controls
      preload="none"
      playsInline
      poster={poster?.variants.large.url}
      width={poster?.variants.large.width ?? undefined}
      height={poster?.variants.large.height ?? undefined}
      aria-label={label ?? video.alt ?? t.videoTitle}
    >
      <source src={video.url} {...(video.mime ? { type: video.mime } : {})} />
      <p>
        {t.videoFallback} <a href={video.url}>{t.videoDownload}</a>
      </p>
    </video>
  );
}
