'use client';
// The three placements of ui/modal, each from its own button: a centred dialog (a bottom sheet
// on phones), the full-screen sheet (the phone menu) and the filter drawer.
import { useState } from 'react';
import { Button } from '@/ui/button';
import { CheckboxGroup } from '@/ui/choice/checkbox-group';
import { ToggleButtons } from '@/ui/choice/toggle-buttons';
import { Drawer } from '@/ui/drawer/drawer';
import { Modal } from '@/ui/modal/modal';
import { RangeSlider } from '@/ui/range-slider/range-slider';
import { Select } from '@/ui/select/select';
import { showToast } from '@/ui/toast/toast';
import styles from './ui-showcase.module.css';

type Open = 'center' | 'sheet' | 'drawer' | null;

const ROOMS = [
  { value: 'studio', label: 'Студия', count: 12 },
  { value: '1', label: '1', count: 31 },
  { value: '2', label: '2', count: 18 },
  { value: '3', label: '3', count: 0, disabled: true },
];

const FINISHING = [
  { value: 'none', label: 'Без отделки' },
  { value: 'white-box', label: 'White box' },
  { value: 'turnkey', label: 'Под ключ' },
];

export function DialogDemos() {
  const [open, setOpen] = useState<Open>(null);
  // A new key remounts the filters: «Сбросить» brings back their defaults.
  const [filtersKey, setFiltersKey] = useState(0);
  const close = () => setOpen(null);

  return (
    <div className={styles.row}>
      <Button variant="secondary" onClick={() => setOpen('center')}>
        Открыть диалог
      </Button>
      <Button variant="secondary" onClick={() => setOpen('sheet')}>
        Открыть меню на весь экран
      </Button>
      <Button variant="secondary" onClick={() => setOpen('drawer')}>
        Открыть фильтры
      </Button>

      <Modal open={open === 'center'} onClose={close} title="Заказать звонок">
        <div className={styles.stack}>
          <p>Менеджер перезвонит в удобное время и ответит на вопросы о квартирах.</p>
          <Select label="Удобное время" options={[{ value: 'morning', label: 'Утром, 9–12' }, { value: 'day', label: 'Днём, 12–17' }, { value: 'evening', label: 'Вечером, 17–20' }]} />
          <Button
            onClick={() => {
              close();
              showToast('Заявка отправлена', { tone: 'success' });
            }}
          >
            Жду звонка
          </Button>
        </div>
      </Modal>

      <Modal open={open === 'sheet'} onClose={close} title="Меню" placement="sheet">
        <nav aria-label="Меню на весь экран">
          <ul className={styles.menu}>
            {['Проекты', 'Квартиры', 'Ипотека', 'Новости', 'Контакты'].map((item) => (
              <li key={item}>
                <a href="#dialogs" onClick={close}>
                  {item}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Modal>

      <Drawer
        open={open === 'drawer'}
        onClose={close}
        title="Фильтры"
        footer={
          <>
            <Button variant="secondary" onClick={() => setFiltersKey((key) => key + 1)}>
              Сбросить
            </Button>
            <Button onClick={close}>Показать 61 квартиру</Button>
          </>
        }
      >
        <div key={filtersKey} className={styles.stack}>
          <ToggleButtons legend="Комнаты" name="rooms" options={ROOMS} countNoun={{ one: 'квартира', few: 'квартиры', many: 'квартир' }} />
          <RangeSlider label="Цена" unit="₽" min={3_000_000} max={25_000_000} step={100_000} />
          <CheckboxGroup legend="Отделка" name="finishing" options={FINISHING} />
        </div>
      </Drawer>
    </div>
  );
}
