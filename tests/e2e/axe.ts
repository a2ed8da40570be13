// Accessibility check shared by the page tests: WCAG 2.2 A/AA rules, violations listed by rule and target.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * Map markers closer than their size are grouped (ui/map/leaflet-map.tsx), but neighbours just
 * outside a group still touch, which the target-size rule (WCAG 2.5.8) counts against them. The criterion's "Equivalent" exception
 * applies: every SiteMap lists the same points as links beside the map (ui/map/site-map.tsx), and
 * that list is checked by the other rules like any content. Only this rule, only Leaflet markers.
 */
const overlappingMapMarker = (rule: Violation, node: Violation['nodes'][number]) => rule.id === 'target-size' && node.html.includes('leaflet-marker-icon');

export async function expectNoAxeViolations(page: Page) {
  // After a client navigation (a filter applied, a link followed) Next sets the new page's title a
  // moment after its content: the check runs on the settled page, not in that gap. A page that
  // never gets a title still fails (here, after the timeout, or in axe's document-title rule).
  await expect(page).toHaveTitle(/\S/);
  // A part of the page that scrolls on its own (a listing's sticky filter column), scrolled away
  // from its start, clips its first items while they still lie inside the window: axe then reads
  // their background from whatever is beneath them on the page (the heading, the header) and
  // reports a contrast nobody sees. Such parts are checked from their start, then put back.
  const scrolled = await page.evaluateHandle(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.scrollTop > 0 && /auto|scroll/.test(getComputedStyle(element).overflowY))
      .map((element) => {
        const top = element.scrollTop;
        element.scrollTop = 0;
        return { element, top };
      }),
  );
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  await scrolled.evaluate((parts) => {
    for (const { element, top } of parts) element.scrollTop = top;
  });
  await scrolled.dispose();
  const summary = result.violations
    .map((v) => ({ ...v, nodes: v.nodes.filter((node) => !overlappingMapMarker(v, node)) }))
    .filter((v) => v.nodes.length > 0)
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, 'axe violations').toEqual([]);
}
