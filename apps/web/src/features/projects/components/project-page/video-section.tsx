// «Видео о проекте»: the video file (player, nothing loaded before play) and/or the editors' link
// to a video site (a plain link: no third-party frame in the page).
import type { Project } from '@/upstream/content';
import { buttonClassName } from '@/ui/button';
import { coverPhoto } from '../../data/project-cards';
import { aboutVideo, safeLink } from '../../data/project-page';
import { projectTexts as t } from '../../texts';
import { OutLink, PageSection } from './section';
import { VideoPlayer } from './video-player';

export function VideoSection({ project }: { project: Project }) {
  const video = aboutVideo(project);
  const link = safeLink(project.aboutVideoLink);
  if (!video && !link) return null;
  return (
    <PageSection id="video" title={t.videoTitle}>
      {video ? <VideoPlayer video={video} poster={coverPhoto(project)} label={`${t.videoTitle}: ${project.title}`} /> : null}
      {link ? (
        <p>
          <OutLink href={link} className={buttonClassName({ variant: video ? 'secondary' : 'primary' })}>
            {t.videoLink}
          </OutLink>
        </p>
      ) : null}
    </PageSection>
  );
}
