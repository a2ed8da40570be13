'use client';
// Tabs on Radix (WAI-ARIA tabs pattern): a tablist named by `label`, arrow keys (and Home/End)
// move between tabs and select them, each tab points at its panel by aria-controls and the panel
// is labelled by its tab. Every panel stays in the HTML (hidden unless selected), so the page's
// text does not depend on a click. Radix lives only in this file: pages without tabs do not load it.
import * as RadixTabs from '@radix-ui/react-tabs';
import { useState, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  /** Stable id of the tab (part of the element ids); letters, digits and dashes. */
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export type TabsLook = 'underline' | 'pill';

export interface TabsProps {
  items: readonly TabItem[];
  /** The accessible name of the tab list: «Планировки», «О проекте». */
  label: string;
  /** The tab selected at first (uncontrolled); by default the first one. */
  defaultValue?: string;
  /** The selected tab when the parent holds the state. */
  value?: string;
  onValueChange?: (value: string) => void;
  look?: TabsLook;
  className?: string;
}

export function Tabs({ items, label, defaultValue, value, onValueChange, look = 'underline', className }: TabsProps) {
  const [own, setOwn] = useState(() => defaultValue ?? items.find((item) => !item.disabled)?.value ?? '');
  const selected = value ?? own;

  function select(next: string) {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  }

  return (
    <RadixTabs.Root value={selected} onValueChange={select} className={[styles.tabs, className].filter(Boolean).join(' ')} data-look={look}>
      <RadixTabs.List aria-label={label} className={styles.list}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={styles.tab}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        // forceMount keeps every panel in the DOM, so each tab's aria-controls points at an
        // element that exists; `hidden` (set after Radix's own) hides the others.
        <RadixTabs.Content key={item.value} value={item.value} forceMount hidden={item.value !== selected} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
