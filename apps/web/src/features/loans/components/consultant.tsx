// «Ваш консультант»: the programme's specialist from the CMS (photo, name, position) beside the
// consultation form. Without a worker in the CMS the form stands alone.
import type { Worker } from '@/upstream/content';
import { ResponsivePhoto } from '@/ui/responsive-photo';
import { loansTexts } from '../texts';
import styles from './loan-page.module.css';

export function Consultant({ worker }: { worker: Worker }) {
  const photo = worker.photo ?? worker.pagePhoto;
  return (
    <figure className={styles.consultant}>
      {photo ? <ResponsivePhoto photo={photo} alt={worker.name} sizes="(min-width: 1024px) 10rem, 5rem" className={styles.consultantPhoto} /> : null}
      <figcaption className={styles.consultantText}>
        <span className={styles.consultantRole}>{loansTexts.consultant.title}</span>
        <span className={styles.consultantName}>{worker.name}</span>
        {worker.position ? <span className={styles.consultantPosition}>{worker.position}</span> : null}
        <span className={styles.consultantLead}>{loansTexts.consultant.lead}</span>
      </figcaption>
    </figure>
  );
}
