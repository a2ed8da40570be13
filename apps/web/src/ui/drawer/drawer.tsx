// A side panel for the catalogue filters on a phone: ui/modal in its 'drawer' placement (from the
// end edge on wide screens, from the bottom on phones), with a scrolling body and a footer that
// stays in view for «Показать N квартир» and «Сбросить». Focus trap, Esc, the scroll lock and
// the return of focus are the modal's.
import type { ReactNode } from 'react';
import { Modal, type ModalProps } from '../modal/modal';
import styles from './drawer.module.css';

export interface DrawerProps extends Pick<ModalProps, 'open' | 'onClose' | 'title' | 'initialFocus'> {
  children: ReactNode;
  /** Buttons that always stay in view at the bottom. */
  footer?: ReactNode;
}

export function Drawer({ open, onClose, title, initialFocus, children, footer }: DrawerProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} initialFocus={initialFocus} placement="drawer">
      <div className={styles.body}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Modal>
  );
}
