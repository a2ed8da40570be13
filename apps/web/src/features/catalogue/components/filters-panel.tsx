'use client';
// Where the filter form sits: a sidebar from 1024 px; below, with script, a «Фильтры» button
// (with the number of filters in use) that opens the form in a drawer whose footer keeps
// «Показать N квартир» and «Сбросить» in view. Changes apply at once in the drawer too, so N is
// always the count of the results behind it; a number being typed applies when its field is
// left (or on Enter), so until then the button says only «Показать». Without script the form
// simply stays in the page (the CSS shows the button only under `scripting: enabled`).
import { useState, type ReactNode } from 'react';
import { buttonClassName } from '@/ui/button';
import { onDemand } from '@/ui/on-demand/on-demand';
import { loadRangeSlider } from './filter-form';
import { useListingTransition } from './listing-transition';
import styles from './listing-controls.module.css';

// The drawer (ui/modal) is loaded when a phone's visitor first reaches for the filters; if it
// cannot be fetched, the form opens in the page instead.
const drawer = onDemand(() => import('@/ui/drawer/drawer').then((module) => module.Drawer));

interface FiltersPanelProps {
  title: string;
  /** «выбрано 3», or null with no filter in use. */
  appliedLabel: string | null;
  /** «Показать 21 квартиру». */
  showLabel: string;
  /** «Показать»: while a typed number has not been applied yet, the count is not known. */
  showWhileTypingLabel: string;
  resetLabel: string;
  resetHref: string;
  /** The form, in the sidebar or in the drawer. */
  children: ReactNode;
}

export function FiltersPanel({ title, appliedLabel, showLabel, showWhileTypingLabel, resetLabel, resetHref, children }: FiltersPanelProps) {
  const [open, setOpen] = useState(false);
  // A number typed in the drawer and not applied yet (its field still focused).
  const [typing, setTyping] = useState(false);
  // Each press mounts the drawer afresh, so a press after a failed fetch of its code tries again.
  const [press, setPress] = useState(0);
  const { pending, navigate } = useListingTransition();
  const fetchDrawer = () => void drawer.load().catch(() => undefined);
  return (
    <div className={styles.filtersPanel}>
      <button
        type="button"
        className={buttonClassName({ variant: 'secondary' }, styles.filtersButton)}
        aria-haspopup="dialog"
        onPointerDown={fetchDrawer}
        onFocus={fetchDrawer}
        onClick={() => {
          setOpen(true);
          setPress((count) => count + 1);
          // The drawer's ranges become sliders as it opens: their code starts with the drawer's.
          loadRangeSlider().catch(() => {});
        }}
      >
        {title}
        {appliedLabel ? <span className={styles.appliedBadge}>{appliedLabel}</span> : null}
      </button>
      {/* One form: in the drawer while it is open, in the sidebar otherwise. */}
      <div className={styles.sidebar}>{open ? null : children}</div>
      {open ? (
        <drawer.Component
          key={press}
          open={open}
          onClose={() => setOpen(false)}
          title={title}
          // The drawer itself, not its first field: on a phone a focused price field would raise
          // the keyboard over the filters the visitor came to see.
          initialFocus={(dialog) => dialog}
          failed={children}
          footer={
            <>
              <button type="button" className={buttonClassName()} aria-busy={pending || undefined} onClick={() => setOpen(false)}>
                {typing ? showWhileTypingLabel : showLabel}
              </button>
              <a
                href={resetHref}
                className={buttonClassName({ variant: 'ghost' })}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(resetHref);
                }}
              >
                {resetLabel}
              </a>
            </>
          }
        >
          {/* Leaving a field or pressing Enter applies what was typed (filter-form.tsx). */}
          {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- it listens to the form's own fields (delegation); it takes no input itself */}
          <div
            className={styles.contents}
            onInput={(event) => setTyping(event.target instanceof HTMLInputElement && event.target.type === 'text')}
            onBlur={() => setTyping(false)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') setTyping(false);
            }}
          >
            {children}
          </div>
        </drawer.Component>
      ) : null}
    </div>
  );
}
