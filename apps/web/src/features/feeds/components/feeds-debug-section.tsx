// /debug: each listing feed's last generation and what it left out (complexes or houses without
// the site's id in the CMS, storage rooms where the site has no category), per site.
import type { FeedStatus } from '../data/store';
import { feedsTexts } from '../texts';
import styles from '@/ui/fact-table.module.css';

const texts = feedsTexts.debug;
const time = (date: Date) => date.toISOString();

export function FeedsDebugSection({ status }: { status: readonly FeedStatus[] }) {
  return (
    <table className={styles.table} data-testid="feeds-debug">
      <caption>{texts.caption}</caption>
      <tbody>
        {status.map(({ site, feed, lastError }) => (
          <tr key={site} data-feed={site}>
            <th scope="row">
              {`${texts.site[site]} (/feeds/${site}.xml)`}
            </th>
            <td>
              <p>{feed ? texts.generated(time(feed.generatedAt), feed.offers, feed.durationMs) : texts.never}</p>
              {lastError ? <p className={styles.bad}>{texts.failed(time(lastError.at), lastError.message)}</p> : null}
              {feed ? (
                <>
                  <p>{texts.leftOutHeading}:</p>
                  {feed.leftOut.length === 0 ? (
                    <p>{texts.nothingLeftOut}</p>
                  ) : (
                    <ul data-testid={`feeds-left-out-${site}`}>
                      {feed.leftOut.map((entry) => (
                        <li key={`${entry.projectId}:${entry.houseId ?? ''}`} data-project-id={entry.projectId} data-units={entry.units}>
                          {entry.reason === 'not-in-cms'
                            ? texts.notInCms(entry.projectTitle, entry.units)
                            : entry.reason === 'complex-without-id'
                              ? texts.complex(entry.projectTitle, entry.units)
                              : texts.house(entry.projectTitle, entry.houseTitle ?? String(entry.houseId), entry.units)}
                        </li>
                      ))}
                    </ul>
                  )}
                  {feed.typeNotListed > 0 ? <p>{texts.typesLeftOut(feed.typeNotListed)}</p> : null}
                </>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
