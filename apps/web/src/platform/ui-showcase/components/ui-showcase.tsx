// The /debug/ui screen: one section per component, each state side by side. A server component;
// the interactive demos are small client leaves (dialogs, toasts, the committed range).
import type { ReactNode } from 'react';
import { PageIntro } from '@/ui/page-intro';
import { Accordion } from '@/ui/accordion/accordion';
import { Breadcrumbs } from '@/ui/breadcrumbs';
import { Button, IconButton } from '@/ui/button';
import { ButtonLink } from '@/ui/button-link';
import { Card, cardLinkClassName } from '@/ui/card';
import { Chip } from '@/ui/chip';
import { CheckboxGroup } from '@/ui/choice/checkbox-group';
import { ToggleButtons } from '@/ui/choice/toggle-buttons';
import { EmptyState } from '@/ui/empty-state/empty-state';
import { Notice } from '@/ui/notice/notice';
import { PdfDownload } from '@/ui/pdf-download/pdf-download';
import { Price } from '@/ui/price';
import { SectionHeading } from '@/ui/section-heading';
import { Select } from '@/ui/select/select';
import { ShareButton } from '@/ui/share-button/share-button';
import { SkeletonCard, SkeletonGroup, SkeletonText } from '@/ui/skeleton/skeleton';
import { StatusBadge } from '@/ui/status-badge';
import { Tabs } from '@/ui/tabs/tabs';
import { TextLink } from '@/ui/text-link';
import { DialogDemos } from './dialog-demos';
import { FacadePicture, HeartIcon, SearchIcon, ShareIcon } from './icons';
import { RangeDemo } from './range-demo';
import { ToastDemo } from './toast-demo';
import styles from './ui-showcase.module.css';

function Section({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className={styles.section} id={id}>
      <SectionHeading id={`${id}-title`} title={title} lead={lead} />
      {children}
    </section>
  );
}

function Demo({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.demo}>
      <h3 className={styles.demoTitle}>{title}</h3>
      {children}
    </div>
  );
}

const ROOMS = [
  { value: 'studio', label: 'Студия', count: 12 },
  { value: '1', label: '1', count: 31 },
  { value: '2', label: '2', count: 18 },
  { value: '3', label: '3', count: 0, disabled: true },
  { value: '4plus', label: '4+', count: 2 },
];

const FLAT_NOUN = { one: 'квартира', few: 'квартиры', many: 'квартир' };

const DEADLINES = [
  { value: 'done', label: 'Дом сдан', count: 40 },
  { value: '2026', label: 'В 2026 году', count: 25 },
  { value: '2027', label: 'В 2027 году', count: 9 },
  { value: '2028', label: 'В 2028 году', count: 0, disabled: true },
];

const FINISHING = [
  { value: 'none', label: 'Без отделки' },
  { value: 'white-box', label: 'White box' },
  { value: 'turnkey', label: 'Под ключ' },
];

const DISTRICTS = [
  { value: 'center', label: 'Центральный' },
  { value: 'festival', label: 'Фестивальный' },
  { value: 'yubileyny', label: 'Юбилейный' },
  { value: 'gidrostroy', label: 'Гидрострой (скоро)', disabled: true },
];

const FAQ = [
  {
    id: 'faq-mortgage',
    title: 'Можно ли купить квартиру в ипотеку?',
    content: <p>Да. Мы работаем с крупными банками и поможем оформить семейную и IT-ипотеку, а также ипотеку с господдержкой.</p>,
  },
  {
    id: 'faq-installments',
    title: 'Есть ли рассрочка?',
    content: <p>Есть беспроцентная рассрочка до конца строительства с первым взносом от 30 %.</p>,
  },
  {
    id: 'faq-keys',
    title: 'Когда выдаются ключи?',
    content: <p>В течение двух месяцев после ввода дома в эксплуатацию; дату пришлём в личный кабинет.</p>,
  },
];

/** The words the unit page gives the PDF links and the share button. */
const PDF_TEXTS = { preparingLabel: 'Готовим PDF…', errorText: 'Не удалось скачать PDF. Попробуйте ещё раз.', retryLabel: 'Скачать ещё раз' } as const;
const SHARE_TEXTS = { copiedText: 'Ссылка скопирована', manualCopyLabel: 'Скопируйте ссылку' } as const;

export interface UiShowcaseProps {
  /** A feature's action the page composes in (the send-to-e-mail dialog of features/leads). */
  sendByEmail?: ReactNode;
}

export function UiShowcase({ sendByEmail }: UiShowcaseProps = {}) {
  return (
    <div className={styles.page}>
      <PageIntro as="header" title="Компоненты интерфейса" lead="Все компоненты сайта во всех состояниях: для проверки вёрстки, клавиатуры и контраста. Страница не индексируется." />

      <Section id="buttons" title="Кнопки" lead="Главная, второстепенная и текстовая, обычного и малого размера; кнопки-иконки и ссылки в виде кнопки.">
        <div className={styles.grid}>
          <Demo title="Обычные">
            <div className={styles.row}>
              <Button>Выбрать квартиру</Button>
              <Button variant="secondary">Подробнее</Button>
              <Button variant="ghost">Отмена</Button>
            </div>
          </Demo>
          <Demo title="Малые">
            <div className={styles.row}>
              <Button size="sm">Записаться</Button>
              <Button size="sm" variant="secondary">
                Планировки
              </Button>
              <Button size="sm" variant="ghost">
                Скрыть
              </Button>
            </div>
          </Demo>
          <Demo title="Недоступные">
            <div className={styles.row}>
              <Button disabled>Выбрать квартиру</Button>
              <Button variant="secondary" disabled>
                Подробнее
              </Button>
              <Button variant="ghost" disabled>
                Отмена
              </Button>
            </div>
          </Demo>
          <Demo title="Иконки и ссылки">
            <div className={styles.row}>
              <IconButton label="Добавить в избранное">
                <HeartIcon />
              </IconButton>
              <IconButton label="Поделиться">
                <ShareIcon />
              </IconButton>
              <IconButton label="Поделиться (недоступно)" disabled>
                <ShareIcon />
              </IconButton>
              <ButtonLink href="/our-projects">Все проекты</ButtonLink>
              <ButtonLink href="/our-projects" variant="secondary" size="sm">
                Проекты
              </ButtonLink>
            </div>
          </Demo>
        </div>
      </Section>

      <Section id="links" title="Ссылки">
        <div className={styles.row}>
          <TextLink href="/our-projects">Наши проекты</TextLink>
          <TextLink href="/our-projects" arrow>
            Все проекты
          </TextLink>
          <TextLink href="https://наш.дом.рф">Проектная декларация на наш.дом.рф</TextLink>
        </div>
      </Section>

      <Section id="labels" title="Метки и статусы">
        <div className={styles.grid}>
          <Demo title="Метки">
            <div className={styles.row}>
              <Chip>Парковка</Chip>
              <Chip tone="brand">Акция</Chip>
              <Chip tone="success">Дом сдан</Chip>
              <Chip tone="inverse">Бизнес-класс</Chip>
            </div>
          </Demo>
          <Demo title="Статус квартиры">
            <div className={styles.row}>
              <StatusBadge status="AVAILABLE" />
              <StatusBadge status="BOOKED" />
              <StatusBadge status="SOLD" />
            </div>
          </Demo>
        </div>
      </Section>

      <Section id="prices" title="Цены">
        <div className={styles.prices}>
          <Price value={5_240_000} />
          <Price value={5_240_000} from short />
          <Price value={4_990_000} oldValue={5_450_000} />
          <Price value={4_990_000} oldValue={5_450_000} short />
          <Price value={12_800_000} size="lg" />
        </div>
      </Section>

      <Section id="cards" title="Карточки">
        <ul className={styles.cards}>
          <Card as="li" interactive media={<FacadePicture label="ЖК «Солнечный», фасад (рисунок)" />}>
            <div className={styles.row}>
              <StatusBadge status="AVAILABLE" />
              <Chip tone="success">Дом сдан</Chip>
            </div>
            <h3 className={styles.cardTitle}>
              <a href="#cards" className={cardLinkClassName}>
                ЖК «Солнечный»
              </a>
            </h3>
            <p className={styles.muted}>Краснодар, Фестивальный микрорайон</p>
            <Price value={5_240_000} from short />
          </Card>
          <Card as="li" media={<FacadePicture label="ЖК «Речной», фасад (рисунок)" />}>
            <div className={styles.row}>
              <StatusBadge status="BOOKED" />
            </div>
            <h3 className={styles.cardTitle}>ЖК «Речной»</h3>
            <p className={styles.muted}>Карточка без ссылки: только текст.</p>
            <Price value={4_990_000} oldValue={5_450_000} short />
          </Card>
          <Card as="li">
            <h3 className={styles.cardTitle}>Без фото</h3>
            <p className={styles.muted}>Карточка без медиа: только тело с отступами.</p>
            <div className={styles.row}>
              <StatusBadge status="SOLD" />
            </div>
          </Card>
        </ul>
      </Section>

      <Section id="headings" title="Заголовок раздела и путь по сайту">
        <div className={styles.stack}>
          <SectionHeading level={3} title="Новости стройки" lead="Фотоотчёты и сроки сдачи по каждому дому" action={<TextLink href="#headings" arrow>Все новости</TextLink>} />
          <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: 'Проекты', href: '/our-projects' }, { label: 'ЖК «Солнечный»' }]} />
        </div>
      </Section>

      <Section id="tabs" title="Вкладки" lead="Стрелки влево и вправо переключают вкладки; Tab переходит к содержимому.">
        <div className={styles.stack}>
          <Tabs
            label="О проекте"
            items={[
              { value: 'about', label: 'О проекте', content: <p>Три дома по 17 этажей, закрытый двор без машин и детский сад на территории.</p> },
              { value: 'location', label: 'Расположение', content: <p>10 минут пешком до парка «Краснодар» и 15 минут на машине до центра.</p> },
              { value: 'progress', label: 'Ход строительства', content: <p>Корпус 1 сдан, корпус 2 — монолитные работы на 12-м этаже.</p> },
              { value: 'docs', label: 'Документы', content: <p>Разрешение на строительство и проектная декларация.</p>, disabled: true },
            ]}
          />
          <Tabs
            label="Тип планировки"
            look="pill"
            items={[
              { value: 'flats', label: 'Квартиры', content: <p>61 квартира в продаже.</p> },
              { value: 'parking', label: 'Машино-места', content: <p>12 машино-мест в подземном паркинге.</p> },
              { value: 'storage', label: 'Кладовые', content: <p>8 кладовых на первом этаже.</p> },
            ]}
          />
        </div>
      </Section>

      <Section id="select" title="Выпадающий список">
        <div className={styles.fields}>
          <Select label="Район" name="district" options={DISTRICTS} placeholder="Любой" />
          <Select label="Срок сдачи" name="deadline" options={DEADLINES} defaultValue="2026" hint="Квартал ввода дома в эксплуатацию" />
          <Select label="Отделка" name="finishing" options={FINISHING} placeholder="Не выбрана" error="Выберите вариант отделки" />
          <Select label="Корпус" name="building" options={[{ value: '1', label: 'Корпус 1' }]} disabled />
        </div>
      </Section>

      <Section id="ranges" title="Диапазоны" lead="Ползунок и поля ввода следуют друг за другом; фильтр меняется, когда посетитель отпускает ползунок или уходит из поля.">
        <div className={styles.fields}>
          <RangeDemo label="Цена" unit="₽" min={3_000_000} max={25_000_000} step={100_000} defaultValue={[5_240_000, 12_000_000]} />
          <RangeDemo label="Площадь" unit="м²" min={20} max={150} step={0.5} defaultValue={[35.5, 80]} />
        </div>
      </Section>

      <Section id="choices" title="Флажки и переключатели" lead="Обычные флажки в форме GET: работают и без JavaScript.">
        <form method="get" action="#choices" className={styles.stack}>
          <ToggleButtons legend="Комнаты" name="rooms" options={ROOMS} defaultValue={['1', '2']} countNoun={FLAT_NOUN} />
          <CheckboxGroup legend="Срок сдачи" name="deadline" options={DEADLINES} defaultValue={['2026']} countNoun={FLAT_NOUN} />
          <div>
            <Button type="submit" variant="secondary" size="sm">
              Применить
            </Button>
          </div>
        </form>
      </Section>

      <Section id="accordion" title="Аккордеон">
        <Accordion items={FAQ} headingLevel={3} />
      </Section>

      <Section id="loading" title="Загрузка и пустой результат">
        <div className={styles.grid}>
          <Demo title="Заглушки загрузки">
            <SkeletonGroup label="Загрузка проектов…">
              <div className={styles.skeletonCards}>
                <SkeletonCard />
                <SkeletonCard />
              </div>
              <SkeletonText lines={3} />
            </SkeletonGroup>
          </Demo>
          <Demo title="Ничего не нашлось">
            <EmptyState
              title="Квартир с такими параметрами нет"
              headingLevel={4}
              icon={<SearchIcon />}
              action={
                <Button variant="secondary" size="sm">
                  Сбросить фильтры
                </Button>
              }
            >
              Попробуйте расширить диапазон цены или выбрать другой срок сдачи.
            </EmptyState>
          </Demo>
        </div>
      </Section>

      <Section id="notices" title="Сообщения">
        <div className={styles.stack}>
          <Notice title="Цены обновлены">Стоимость квартир актуальна на сегодня, 10:00.</Notice>
          <Notice tone="success" title="Заявка отправлена">
            Менеджер перезвонит в течение 15 минут.
          </Notice>
          <Notice tone="warning" title="Осталось 2 квартиры">
            Успейте забронировать по текущей цене.
          </Notice>
          <Notice tone="error" title="Не удалось загрузить планировки" action={<TextLink href="/debug/ui">Обновить страницу</TextLink>}>
            Проверьте соединение с интернетом.
          </Notice>
        </div>
      </Section>

      <Section id="toasts" title="Всплывающие уведомления" lead="Появляются внизу на несколько секунд; пока на уведомлении курсор или фокус, оно не исчезает.">
        <ToastDemo />
      </Section>

      <Section id="dialogs" title="Диалоги" lead="Фокус остаётся внутри, Esc закрывает и возвращает фокус на кнопку.">
        <DialogDemos />
      </Section>

      <Section
        id="actions"
        title="Действия с объектом"
        lead="PDF — обычная ссылка на скачивание; со скриптом кнопка показывает, что файл готовится, и объясняет ошибку. «Поделиться» открывает меню телефона или копирует ссылку."
      >
        <div className={styles.grid}>
          <Demo title="Скачать PDF">
            <div className={styles.row}>
              <PdfDownload href="/api/pdf/11010001" filename="kvartira-11010001.pdf" label="PDF квартиры" {...PDF_TEXTS} />
              <PdfDownload href="/api/pdf/11011/3" filename="etazh-3.pdf" label="План этажа" variant="ghost" {...PDF_TEXTS} />
            </div>
          </Demo>
          <Demo title="Поделиться">
            <div className={styles.row}>
              <ShareButton label="Поделиться" title="Компоненты интерфейса" {...SHARE_TEXTS} />
              <ShareButton label="Поделиться списком" title="Избранные квартиры" url="/favourite?ids=11010001,11010002" variant="ghost" {...SHARE_TEXTS} />
              <ShareButton label="Поделиться" title="Компоненты интерфейса" iconOnly {...SHARE_TEXTS} />
            </div>
          </Demo>
          {sendByEmail ? (
            <Demo title="Отправить на e-mail">
              <div className={styles.row}>{sendByEmail}</div>
            </Demo>
          ) : null}
        </div>
      </Section>
    </div>
  );
}
