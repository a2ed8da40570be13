// The chessboard of one house: sections side by side, floors from the top, a cell per unit coloured
// by its status. Units on sale are links to their pages, named in full for screen readers, with
// area and price in a popover on hover and on keyboard focus (CSS only, no script); sold units are
// plain grey cells. Units that do not fit the listing's filters stay, in a lighter shade.
import type { CSSProperties } from 'react';
import type { Chessboard as ChessboardData, ChessCell } from '../data/house-views';
import { viewTexts as t } from '../view-texts';
import styles from './house-views.module.css';
import { SkippableFrame } from './skippable-frame';

/** Rows from the top whose popover opens below the cell (above them there is no room in the board). */
const ROWS_WITH_POPOVER_BELOW = 3;
/** A board this low opens popovers beside the cell: there is no room above or below in it. */
const LOW_BOARD_ROWS = 5;

function popoverSide(row: number, rowCount: number): 'above' | 'below' | 'side' {
  if (rowCount <= LOW_BOARD_ROWS) return 'side';
  return row < ROWS_WITH_POPOVER_BELOW ? 'below' : 'above';
}

function Cell({ cell, row, rowCount, index, rowLength }: { cell: ChessCell; row: number; rowCount: number; index: number; rowLength: number }) {
  if (cell.kind === 'sold') {
    return (
      <li className={styles.cell} data-status="SOLD">
        <span className="visually-hidden">{t.sold(cell.type)}</span>
      </li>
    );
  }
  return (
    <li
      className={styles.cell}
      data-status={cell.status}
      data-dimmed={cell.matches ? undefined : 'true'}
      data-popover-y={popoverSide(row, rowCount)}
      data-popover-x={index < rowLength / 2 ? 'start' : 'end'}
    >
      <a href={cell.href} className={styles.cellLink}>
        <span aria-hidden="true">{cell.mark}</span>
        <span className="visually-hidden">{cell.name}</span>
        <span className={styles.popover} aria-hidden="true">
          <strong>
            {t.unitNoun(cell.type)} {cell.number}
          </strong>
          {cell.details.map((line) => (
            <span key={line}>{line}</span>
          ))}
          <span className={styles.popoverStatus}>{t.status(cell.type, cell.status)}</span>
        </span>
      </a>
    </li>
  );
}

export function Chessboard({ board, label }: { board: ChessboardData; label: string }) {
  const rowCount = board.sections[0]?.rows.length ?? 0;
  const low = rowCount <= LOW_BOARD_ROWS;
  // A board of a few levels, in one section or all below ground (parking, storage): a level's places
  // wrap into lines within the board rather than run off its edge (a level of 38 places is 1,800 px
  // long), sections one under the other. Floors of flats stay rows, their sections side by side.
  const underground = board.sections.every((section) => section.rows.every((row) => row.floor < 1));
  const wrap = low && (board.sections.length === 1 || underground);
  // What the cells' width must share with the column (house-views.module.css, `.boardPlace`).
  const fit = {
    '--chess-sections': board.sections.length,
    '--chess-across': board.sections.reduce((sum, section) => sum + Math.max(1, ...section.rows.map((row) => row.cells.length)), 0),
  } as CSSProperties;
  return (
    <div className={styles.boardPlace}>
      <SkippableFrame surface="muted">
        <div className={styles.board} role="region" aria-label={label} data-low={low || undefined} data-wrap={wrap || undefined} style={wrap ? undefined : fit}>
          <div className={styles.sections}>
            {board.sections.map((section) => (
              <section key={section.number} className={styles.section} aria-labelledby={`chess-section-${section.number}`}>
                <h3 id={`chess-section-${section.number}`} className={styles.sectionTitle}>
                  {t.section(section.number)}
                </h3>
                <ol className={styles.rows}>
                  {section.rows.map((row, rowIndex) =>
                    row.spacer ? (
                      <li key={row.floor} className={styles.row} aria-hidden="true" />
                    ) : (
                      <li key={row.floor} className={styles.row}>
                        <span className={styles.floorNumber} aria-hidden="true">
                          {row.floor}
                        </span>
                        <ul className={styles.cells} aria-label={t.floorName(row.floor)}>
                          {row.cells.map((cell, index) => (
                            <Cell key={cell.id} cell={cell} row={rowIndex} rowCount={rowCount} index={index} rowLength={row.cells.length} />
                          ))}
                        </ul>
                      </li>
                    ),
                  )}
                </ol>
              </section>
            ))}
          </div>
        </div>
      </SkippableFrame>
    </div>
  );
}

export function ChessLegend({ board }: { board: ChessboardData }) {
  const { dimmed } = board.counts;
  return (
    <div className={styles.legend}>
      <h3 className="visually-hidden">{t.legendTitle}</h3>
      <ul>
        <li>
          <span className={styles.swatch} data-status="AVAILABLE" aria-hidden="true" />
          {t.legend.available} · {board.counts.available}
        </li>
        <li>
          <span className={styles.swatch} data-status="BOOKED" aria-hidden="true" />
          {t.legend.booked} · {board.counts.booked}
        </li>
        <li>
          <span className={styles.swatch} data-status="SOLD" aria-hidden="true" />
          {t.legend.sold} · {board.counts.sold}
        </li>
        {dimmed > 0 ? (
          <li>
            <span className={styles.swatch} data-status="AVAILABLE" data-dimmed="true" aria-hidden="true" />
            <span className={styles.swatch} data-status="BOOKED" data-dimmed="true" aria-hidden="true" />
            {t.legend.dimmed} · {dimmed}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
