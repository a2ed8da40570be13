'use client';
// A button that shows a toast, and the page's toast region.
import { Button } from '@/ui/button';
import { showToast, ToastRegion } from '@/ui/toast/toast';
import styles from './ui-showcase.module.css';

export function ToastDemo() {
  return (
    <div className={styles.row}>
      <Button variant="secondary" onClick={() => showToast('Квартира добавлена в избранное', { tone: 'success' })}>
        Показать уведомление
      </Button>
      <Button variant="ghost" onClick={() => showToast('Не удалось скопировать ссылку', { tone: 'error' })}>
        Показать ошибку
      </Button>
      <ToastRegion />
    </div>
  );
}
