// /about-company: every field of the CMS About company entry. The first screen (title, the
// company's text, Image_1_block as the LCP image), the video, the team by Sort_3, the history as
// a timeline by Year, the general contractor (KSI: text, advantage, picture, video, presentation).
// JSON-LD: AboutPage with the Organization, and the BreadcrumbList.
import type { AboutCompany, CompanyHistoryItem, Worker } from '@/upstream/content';
import { Breadcrumbs } from '@/ui/breadcrumbs';
import { ButtonLink } from '@/ui/button-link';
import { Notice } from '@/ui/notice/notice';
import { ResponsivePhoto } from '@/ui/responsive-photo';
import { RichText } from '@/ui/rich-text';
import { getConfig } from '@/lib/config';
import { fileSizeText } from '@/lib/file-size';
import { paths } from '@/lib/paths';
import { loadFrame } from '@/platform/frame';
import { BreadcrumbJsonLd, JsonLd } from '@/platform/seo';
import { aboutJsonLd, historyByYear, videoSource } from '../data/about-content';
import { loadAboutCompany } from '../data/load-about';
import { companyTexts as t } from '../texts';
import { CompanyVideo } from './company-video';
import styles from './about.module.css';

/** Plain text with paragraphs split by a blank line (docs/cms.md: Text_about_* are not Markdown). */
function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </div>
  );
}

export async function AboutCompanyPage() {
  const [about, frame] = await Promise.all([loadAboutCompany(), loadFrame()]);
  const title = about?.title ?? t.fallback.title;
  const crumbs = [
    { name: t.home, path: paths.home() },
    { name: title, path: t.path },
  ];
  const siteUrl = getConfig().siteUrl;
  return (
    <div className={styles.page}>
      <BreadcrumbJsonLd crumbs={crumbs} />
      {about ? <JsonLd data={aboutJsonLd(about, { pageUrl: new URL(t.path, siteUrl).toString(), siteUrl: new URL('/', siteUrl).toString(), siteName: frame.siteName })} /> : null}
      <section className={styles.hero} aria-labelledby="about-title">
        <div className={styles.heroText}>
          <Breadcrumbs items={[{ label: t.home, href: paths.home() }, { label: title }]} />
          <h1 id="about-title" className={styles.title}>
            {title}
          </h1>
          {about?.companyText ? <RichText markdown={about.companyText} className={styles.heroLead} /> : null}
        </div>
        {about?.firstBlockImage && !about.firstBlockImage.isVideo ? (
          <div className={styles.heroMedia}>
            <ResponsivePhoto photo={about.firstBlockImage} alt={about.firstBlockImage.alt ?? ''} sizes="(min-width: 1024px) 50vw, 100vw" priority className={styles.heroImage} />
          </div>
        ) : null}
      </section>
      {about ? (
        <AboutSections about={about} />
      ) : (
        <div className={styles.section}>
          <Notice tone="warning" title={t.unavailableTitle} action={<ButtonLink href={paths.projects()} variant="secondary" size="sm">{t.toProjects}</ButtonLink>}>
            {t.unavailable}
          </Notice>
        </div>
      )}
    </div>
  );
}

function AboutSections({ about }: { about: AboutCompany }) {
  const companyVideo = videoSource(null, about.videoLink);
  const ksiVideo = videoSource(about.ksiVideo, about.ksiVideoLink);
  const history = historyByYear(about.history);
  return (
    <>
      {companyVideo ? (
        <section className={styles.section} aria-labelledby="about-video">
          <h2 id="about-video" className={styles.sectionTitle}>
            {t.videoTitle}
          </h2>
          <CompanyVideo source={companyVideo} poster={about.videoPlaceholder} title={about.title ?? t.videoTitle} />
        </section>
      ) : null}
      {about.teamText || about.workers.length > 0 ? (
        <section className={styles.section} aria-labelledby="about-team">
          <h2 id="about-team" className={styles.sectionTitle}>
            {t.teamTitle}
          </h2>
          {about.teamText ? <Paragraphs text={about.teamText} className={styles.lead} /> : null}
          {about.workers.length > 0 ? (
            <ul className={styles.team}>
              {about.workers.map((worker) => (
                <li key={worker.id}>
                  <WorkerCard worker={worker} />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      {history.length > 0 ? (
        <section className={styles.section} aria-labelledby="about-history">
          <h2 id="about-history" className={styles.sectionTitle}>
            {t.historyTitle}
          </h2>
          <ol className={styles.timeline}>
            {history.map((item) => (
              <li key={item.id} className={styles.milestone}>
                <HistoryItem item={item} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <KsiSection about={about} video={ksiVideo} />
    </>
  );
}

function WorkerCard({ worker }: { worker: Worker }) {
  const photo = worker.photo ?? worker.pagePhoto;
  return (
    <figure className={styles.worker}>
      {photo && !photo.isVideo ? (
        <ResponsivePhoto photo={photo} alt={photo.alt && photo.alt !== worker.name ? photo.alt : ''} sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw" className={styles.workerPhoto} />
      ) : (
        <span aria-hidden="true" className={styles.workerBlank}>
          {worker.name.slice(0, 1)}
        </span>
      )}
      <figcaption className={styles.workerText}>
        <span className={styles.workerName}>{worker.name}</span>
        {worker.position ? <span className={styles.workerPosition}>{worker.position}</span> : null}
      </figcaption>
    </figure>
  );
}

function HistoryItem({ item }: { item: CompanyHistoryItem }) {
  const year = item.year !== null ? String(item.year) : item.label1;
  const heading = item.label2 ?? item.projectName ?? year ?? '';
  // Label_1 repeats the year in the demo data; shown only when it says something else.
  const label = item.label1 && item.label1 !== year ? item.label1 : null;
  return (
    <article className={styles.milestoneBody} aria-labelledby={`history-${item.id}`}>
      {year ? (
        <p className={styles.year}>
          <time dateTime={item.year !== null ? String(item.year) : undefined}>{year}</time>
        </p>
      ) : null}
      <div className={styles.milestoneText}>
        {label ? <p className={styles.milestoneLabel}>{label}</p> : null}
        <h3 id={`history-${item.id}`} className={styles.milestoneTitle}>
          {heading}
        </h3>
        {item.text ? <p>{item.text}</p> : null}
        {item.projectName && item.projectName !== heading ? (
          <p className={styles.milestoneProject}>
            <span className={styles.factLabel}>{t.project}</span> {item.projectName}
          </p>
        ) : null}
      </div>
      {item.projectImage || item.rewardImage ? (
        <div className={styles.milestoneMedia}>
          {item.projectImage && !item.projectImage.isVideo ? (
            <ResponsivePhoto photo={item.projectImage} alt={item.projectImage.alt ?? item.projectName ?? ''} sizes="(min-width: 1024px) 30vw, 100vw" className={styles.milestonePhoto} />
          ) : null}
          {item.rewardImage && !item.rewardImage.isVideo ? (
            <figure className={styles.reward}>
              <ResponsivePhoto photo={item.rewardImage} alt={item.rewardImage.alt ?? t.award} sizes="(min-width: 1024px) 12vw, 30vw" className={styles.rewardPhoto} />
              <figcaption className={styles.factLabel}>{t.award}</figcaption>
            </figure>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

function KsiSection({ about, video }: { about: AboutCompany; video: ReturnType<typeof videoSource> }) {
  const file = about.ksiPresentationFile;
  if (!about.ksiText && !about.advantage && !about.ksiImage && !video && !file) return null;
  return (
    <section className={`${styles.section} ${styles.ksi}`} aria-labelledby="about-ksi">
      <div className={styles.ksiText}>
        <h2 id="about-ksi" className={styles.sectionTitle}>
          {t.ksiTitle}
        </h2>
        {about.ksiText ? <RichText markdown={about.ksiText} /> : null}
        {about.advantage ? <p className={styles.advantage}>{about.advantage}</p> : null}
        {file ? (
          <a href={file.url} className={styles.presentation} type={file.mime ?? undefined}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.presentationIcon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
              <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
              <path d="M14 3v5h5M12 12v6M9.5 15.5 12 18l2.5-2.5" />
            </svg>
            <span>
              {t.presentation}
              {file.format || file.sizeBytes !== null ? (
                <>
                  {' '}
                  <span className={styles.presentationFacts}>({t.fileFacts(file.format, fileSizeText(file.sizeBytes))})</span>
                </>
              ) : null}
            </span>
          </a>
        ) : null}
      </div>
      <div className={styles.ksiMedia}>
        {about.ksiImage && !about.ksiImage.isVideo ? (
          <ResponsivePhoto photo={about.ksiImage} alt={about.ksiImage.alt ?? ''} sizes="(min-width: 1024px) 50vw, 100vw" className={styles.ksiImage} />
        ) : null}
        {video ? <CompanyVideo source={video} poster={about.videoPlaceholder} title={t.ksiVideo} /> : null}
      </div>
    </section>
  );
}
