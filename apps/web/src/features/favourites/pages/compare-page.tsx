// /favourite/compare: up to four units side by side, from the compare list of this browser, rendered
// on the server from `?ids=` like the favourites (the address is the share link). Its code (the
// table, the rows) is on this route only: nothing of it reaches another page's first load.
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ButtonLink } from '@/ui/button-link';
import { EmptyState } from '@/ui/empty-state/empty-state';
import { Notice } from '@/ui/notice/notice';
import { PageIntro } from '@/ui/page-intro';
import { countWithNoun } from '@/lib/plural';
import { paths } from '@/lib/paths';
import { PageBreadcrumbs, pageMetadata, pageTexts } from '@/platform/seo';
import { fetchReleasedHouseIds } from '@/upstream/sales';
import { CompareTable } from '../components/compare-table';
import { ScalesIcon } from '../components/saved-icons';
import { RemoveSavedUnit, SharedListNotice, UnlessSaved } from '../components/saved-list-controls';
import { SavedListSync } from '../components/saved-list-sync';
import { loadSavedUnits } from '../data/load-saved-units';
import { idsFromShareParam, SAVED_LISTS } from '../data/saved-units';
import { favouritesTexts, objectNoun } from '../texts';
import styles from '../components/saved-list.module.css';
import { SavedListActions, type SavedListSearchParams } from './favourites-page';

const t = favouritesTexts.compare;

export async function compareMetadata(): Promise<Metadata> {
  return { ...(await pageMetadata(t.path, t.fallback)), robots: { index: false, follow: true } };
}

export async function ComparePage({ searchParams }: { searchParams: Promise<SavedListSearchParams> }) {
  const ids = idsFromShareParam((await searchParams).ids).slice(0, SAVED_LISTS.compare.limit);
  const [texts, saved, released] = await Promise.all([pageTexts(t.path, t.fallback), loadSavedUnits(ids), fetchReleasedHouseIds()]);
  // The installment runs until completion, counted from today (the page renders per request).
  await connection();
  const today = new Date();
  const units = saved.kind === 'units' ? saved.entries.flatMap((entry) => (entry.unit ? [entry.unit] : [])) : [];
  const gone = saved.kind === 'units' ? saved.entries.filter((entry) => entry.unit === null) : [];
  return (
    <div className={styles.page}>
      <PageIntro
        as="header"
        breadcrumbs={
          <PageBreadcrumbs
            crumbs={[
              { name: favouritesTexts.home, path: paths.home() },
              { name: favouritesTexts.favourites.fallback.title, path: paths.favourites() },
              { name: t.breadcrumb, path: paths.compare() },
            ]}
          />
        }
        title={texts.title}
        lead={texts.description}
      />
      <SavedListSync list="compare" urlIds={ids.length > 0 ? ids : null}>
        {ids.length === 0 ? (
          <UnlessSaved loading={t.loadingMine}>
            <EmptyState
              title={t.emptyTitle}
              icon={<ScalesIcon className={styles.emptyIcon} />}
              action={<ButtonLink href={paths.favourites()}>{t.toFavourites}</ButtonLink>}
            >
              <p>{t.empty}</p>
              <p className={styles.noScript}>{t.noScript}</p>
            </EmptyState>
          </UnlessSaved>
        ) : saved.kind === 'unavailable' ? (
          <Notice tone="warning" title={t.unavailableTitle}>
            {t.unavailable(countWithNoun(ids.length, objectNoun))}
          </Notice>
        ) : (
          <>
            <SharedListNotice />
            <div className={styles.toolbar} role="group" aria-label={t.actionsLabel}>
              <SavedListActions ids={ids} title={texts.title} emailTitle={t.emailTitle} compare />
            </div>
            {gone.map((entry) => (
              <Notice key={entry.id} action={<RemoveSavedUnit id={entry.id} label={t.remove} name={`: ${favouritesTexts.favourites.goneTitle(entry.id)}`} />}>
                {favouritesTexts.favourites.goneTitle(entry.id)}: {favouritesTexts.favourites.gone.toLowerCase()}
              </Notice>
            ))}
            {units.length < 2 ? <Notice>{t.addMore}</Notice> : null}
            {units.length > 0 ? <CompareTable units={units} today={today} released={released} /> : null}
          </>
        )}
      </SavedListSync>
    </div>
  );
}
