// Which unit a loan page calculates for (?property=): its title, complex and price, and the link
// back to its page; or the short note when the id leads nowhere.
import { IntentLink } from '@/ui/intent-link';
import { unitTitle } from '@/features/unit';
import { paths } from '@/lib/paths';
import { formatRubles } from '@/lib/money';
import { Notice } from '@/ui/notice/notice';
import type { LoanUnit } from '../data/loan-unit';
import { loansTexts } from '../texts';
import styles from './loan-page.module.css';

const t = loansTexts.unit;

export function UnitBanner({ loanUnit }: { loanUnit: LoanUnit }) {
  if (loanUnit.kind === 'none') return null;
  if (loanUnit.kind === 'note') return <Notice tone="warning">{loanUnit.note}</Notice>;
  const { unit } = loanUnit;
  return (
    <div className={styles.unitBanner}>
      <p>
        {t.calculatedFor}:{' '}
        <IntentLink href={paths.unit(unit.type_purpose, unit.id)} className={styles.unitLink}>
          {unitTitle(unit)}
        </IntentLink>
        , {unit.project_title}, {t.price} {formatRubles(unit.price_value)}
      </p>
      <IntentLink href={paths.unit(unit.type_purpose, unit.id)} className={styles.unitBack}>
        ← {t.back[unit.type_purpose]}
      </IntentLink>
    </div>
  );
}
