// The similar units under a unit's page: cards, or a way to the listing when there are none.
import type { Property } from '@novostroy/contracts';
import { FavouriteToggle } from '@/features/favourites';
import { unitTitle } from '../data/unit-title';
import { unitTexts as t } from '../texts';
import { UnitCard } from './unit-card';
import styles from './unit-page.module.css';

export function SimilarUnits({ units, listing }: { units: readonly Property[]; listing: { label: string; href: string } }) {
  if (units.length === 0) {
    return (
      <p>
        {t.similarNone} <a href={listing.href}>«{listing.label}»</a>.
      </p>
    );
  }
  return (
    <ul className={styles.similarList}>
      {units.map((unit) => (
        <li key={unit.id}>
          <UnitCard unit={unit} headingLevel={3} saveToggle={<FavouriteToggle unitId={unit.id} unitName={unitTitle(unit)} compact />} />
        </li>
      ))}
    </ul>
  );
}
