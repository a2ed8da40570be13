// /favourite: the units saved in this browser, rendered on the server from the address
// (`?ids=11010055,11010057`, which is also the share link), each with its live price and status.
// A unit sold since it was saved says so and leads to similar ones. noindex: every list is personal.
import type { Metadata } from 'next';
import { buttonClassName } from '@/ui/button';
import { ButtonLink } from '@/ui/button-link';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state/empty-state';
import { Notice } from '@/ui/notice/notice';
import { PageIntro } from '@/ui/page-intro';
import { countWithNoun } from '@/lib/plural';
import { paths } from '@/lib/paths';
import { PageBreadcrumbs, pageMetadata, pageTexts } from '@/platform/seo';
import { SendByEmailButton } from '@/features/leads';
import { UnitCard, unitTexts, unitTitle } from '@/features/unit';
import { loadFrame } from '@/platform/frame';
import { PdfDownload } from '@/ui/pdf-download/pdf-download';
import { ShareButton } from '@/ui/share-button/share-button';
import { CompareToggle } from '../components/compare-toggle';
import { HeartIcon } from '../components/saved-icons';
import { CompareLink, CompareWaiting, RemoveAllSaved, RemoveSavedUnit, RestoreCleared, SavedItem, SharedListNotice, UnlessSaved } from '../components/saved-list-controls';
import { SavedListSync } from '../components/saved-list-sync';
import { loadSavedUnits } from '../data/load-saved-units';
import { similarListingHref, type SavedEntry } from '../data/saved-entries';
import { idsFromShareParam } from '../data/saved-units';
import { favouritesTexts, objectNoun } from '../texts';
import styles from '../components/saved-list.module.css';

const t = favouritesTexts.favourites;

export interface SavedListSearchParams {
  ids?: string | string[];
}

export async function favouritesMetadata(): Promise<Metadata> {
  return { ...(await pageMetadata(t.path, t.fallback)), robots: { index: false, follow: true } };
}

export async function FavouritesPage({ searchParams }: { searchParams: Promise<SavedListSearchParams> }) {
  const ids = idsFromShareParam((await searchParams).ids);
  const [texts, saved] = await Promise.all([pageTexts(t.path, t.fallback), loadSavedUnits(ids)]);
  const count = countWithNoun(ids.length, objectNoun);
  return (
    <div className={styles.page}>
      <PageIntro as="header" breadcrumbs={<PageBreadcrumbs crumbs={[{ name: favouritesTexts.home, path: paths.home() }, { name: texts.title, path: paths.favourites() }]} />} title={texts.title} lead={texts.description} />
      <SavedListSync list="favourites" urlIds={ids.length > 0 ? ids : null}>
        {ids.length === 0 ? (
          <UnlessSaved loading={t.loadingMine}>
            <RestoreCleared text={t.cleared} label={t.restore} />
            <EmptyState
              title={t.emptyTitle}
              icon={<HeartIcon className={styles.emptyIcon} />}
              action={<ButtonLink href={paths.projects()}>{t.toCatalogue}</ButtonLink>}
            >
              <p>{t.empty}</p>
              <CompareWaiting />
              <p className={styles.noScript}>{t.noScript}</p>
            </EmptyState>
          </UnlessSaved>
        ) : (
          <>
            <SharedListNotice />
            <div className={styles.toolbar} role="group" aria-label={t.actionsLabel}>
              <p className={styles.count}>{t.count(count)}</p>
              <SavedListActions ids={ids} title={texts.title} emailTitle={t.emailTitle} />
              <CompareLink label={t.compareLink} />
              <RemoveAllSaved label={t.removeAll} />
            </div>
            {saved.kind === 'unavailable' ? (
              <Notice tone="warning" title={t.unavailableTitle}>
                {t.unavailable(count)}
              </Notice>
            ) : (
              <ul className={styles.grid} aria-label={t.listLabel}>
                {saved.entries.map((entry, index) => (
                  <SavedItem key={entry.id} id={entry.id} className={styles.item}>
                    <SavedUnitCard entry={entry} priority={index === 0} />
                  </SavedItem>
                ))}
              </ul>
            )}
          </>
        )}
      </SavedListSync>
    </div>
  );
}

/** The list's share link, its PDF and sending it by e-mail: on /favourite and /favourite/compare. */
export async function SavedListActions({ ids, title, emailTitle, compare = false }: { ids: readonly number[]; title: string; emailTitle: string; compare?: boolean }) {
  const frame = await loadFrame();
  const a = unitTexts.actions;
  return (
    <>
      <ShareButton label={a.shareLabel} title={title} url={compare ? paths.compare(ids) : paths.favourites(ids)} size="sm" {...a.share} />
      <PdfDownload href={paths.unitsPdf(ids)} filename="novostroy-izbrannoe.pdf" label={a.unitPdf} size="sm" {...a.pdf} />
      {/* POST /api/send takes at most 50 units; a longer list is shared or downloaded instead. */}
      {ids.length <= SEND_MAX ? <SendByEmailButton propertyIds={[...ids]} consentVersion={frame.privacyPolicyVersion} label={a.sendByEmail} title={emailTitle} className={buttonClassName({ variant: 'secondary', size: 'sm' })} /> : null}
    </>
  );
}

const SEND_MAX = 50;

/** `priority`: the list's first card, whose plan is the first screen's largest picture. */
function SavedUnitCard({ entry, priority }: { entry: SavedEntry; priority: boolean }) {
  const { unit } = entry;
  if (!unit) {
    const title = t.goneTitle(entry.id);
    return (
      <Card className={styles.gone}>
        <h2 className={styles.goneTitle}>{title}</h2>
        <p>{t.gone}</p>
        <div className={styles.actions}>
          <RemoveSavedUnit id={entry.id} label={t.remove} name={t.removeFrom(title)} />
        </div>
      </Card>
    );
  }
  const title = unitTitle(unit);
  return (
    <UnitCard
      unit={unit}
      priority={priority}
      actions={
        <>
          {unit.status === 'SOLD' ? (
            <p className={styles.sold}>
              {unitTexts.sold(unit.type_purpose)} <a href={similarListingHref(unit)}>{t.similar}</a>
            </p>
          ) : (
            <CompareToggle unitId={unit.id} />
          )}
          <RemoveSavedUnit id={unit.id} label={t.remove} name={t.removeFrom(title)} />
        </>
      }
    />
  );
}
