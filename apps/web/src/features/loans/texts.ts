// The loan pages' Russian strings (/loan/mortgage, /loan/deffered, /loan/tradein).
import { LIMITS } from '@/lib/finance';
import { formatRubles } from '@/lib/money';
import { formatNumber } from '@/lib/number';
import { countWithNoun, MONTHS, YEARS } from '@/lib/plural';

export const months = (count: number) => countWithNoun(count, MONTHS);
export const years = (count: number) => countWithNoun(count, YEARS);

/** «20 лет», «1 год 6 месяцев», «18 месяцев» under two years is clearer in months. */
export function termText(totalMonths: number): string {
  if (totalMonths < 24 && totalMonths % 12 !== 0) return months(totalMonths);
  const y = Math.floor(totalMonths / 12);
  const m = totalMonths % 12;
  return m === 0 ? years(y) : `${years(y)} ${months(m)}`;
}

const percent = (value: number) => `${formatNumber(value, 2)}\u00a0%`;

export const loansTexts = {
  home: 'Главная',
  percent,
  rateFrom: (value: number) => `от ${percent(value)}`,
  fallbackTitle: { mortgage: 'Ипотека', deffered: 'Рассрочка', tradein: 'Трейд-ин' },
  advantagesTitle: 'Преимущества',
  stepsTitle: { mortgage: 'Как оформить ипотеку', deffered: 'Условия рассрочки', tradein: 'Как это работает' },
  consultant: {
    title: 'Ваш консультант',
    lead: 'Ответит на вопросы и подберёт условия под ваш бюджет.',
  },
  formTitle: {
    mortgage: 'Консультация по ипотеке',
    deffered: 'Консультация по рассрочке',
    tradein: 'Заявка на трейд-ин',
  },
  /** Under the form's heading: what the consultation gives, in the programme's own terms. */
  formIntro: {
    mortgage: 'Подберём ипотечную программу и банк под ваш бюджет и рассчитаем платёж.',
    deffered: 'Расскажем об условиях рассрочки и рассчитаем платежи до сдачи дома.',
    tradein: 'Оценим вашу квартиру и расскажем, как зачесть её стоимость в первый взнос.',
  },
  unit: {
    calculatedFor: 'Объект расчёта',
    back: { residential: 'Вернуться к квартире', commercial: 'Вернуться к помещению', parking: 'Вернуться к машино-месту', storage: 'Вернуться к кладовой' },
    price: 'цена',
    invalid: 'Не нашли помещение по этой ссылке — посчитайте со своей ценой.',
    missing: 'Такого помещения нет в продаже — посчитайте со своей ценой.',
    /** After the unit's own «Эта квартира уже продана» (`unitTexts.soldClause`). */
    soldAdvice: 'посчитайте со своей ценой или выберите другой вариант.',
    unavailable: 'Данные о помещении сейчас недоступны — посчитайте со своей ценой.',
  },
  form: {
    price: 'Стоимость квартиры, ₽',
    /** The button that sends a calculator's fields where the browser runs no script. */
    recount: 'Пересчитать',
    /** The price field for a unit other than a flat (?property=). */
    priceOf: { commercial: 'Стоимость помещения, ₽', parking: 'Стоимость машино-места, ₽', storage: 'Стоимость кладовой, ₽' },
    downPayment: 'Первоначальный взнос',
    firstPayment: 'Первый взнос',
    unitLegend: 'Взнос указан',
    inRubles: 'в рублях',
    inPercent: 'в процентах',
    rubShort: '₽',
    pctShort: '%',
    term: 'Срок кредита',
    termIn: 'Срок указан',
    inYears: 'в годах',
    inMonths: 'в месяцах',
    rate: 'Ставка, % годовых',
    programmes: 'Программы',
    months: 'Срок рассрочки, месяцев',
    monthsFromUnit: (count: number, quarter: string) => `До сдачи дома (${quarter}): ${months(count)}`,
    equals: (text: string) => `Это ${text}`,
  },
  errors: {
    price: `Укажите стоимость от ${formatRubles(LIMITS.minPrice)} до 1 млрд ₽.`,
    /** `min`: the programme's least down payment, in percent (0 when the CMS sets none). */
    downPercent: (min: number) => `Укажите взнос от ${formatNumber(min, 2)} до 100 % стоимости.`,
    /** `least`: the minimum in rubles, null while the price is not a number. */
    downRubles: (least: number | null, min: number) =>
      min <= 0
        ? 'Укажите взнос от 0 ₽ до стоимости квартиры.'
        : least === null
          ? `Укажите взнос от ${percent(min)} стоимости до стоимости квартиры.`
          : `Укажите взнос от ${formatRubles(least)} (${percent(min)} стоимости) до стоимости квартиры.`,
    term: 'Укажите срок от 1 месяца до 30 лет.',
    rate: 'Укажите ставку от 0 до 50 % годовых.',
    months: 'Укажите срок рассрочки целым числом месяцев, от 1 до 36.',
    number: 'Введите число.',
    fix: 'Исправьте значения в форме, чтобы увидеть расчёт.',
  },
  result: {
    title: 'Результат',
    monthly: 'Ежемесячный платёж',
    loan: 'Сумма кредита',
    overpayment: 'Переплата',
    total: 'Всего выплат по кредиту',
    firstPayment: 'Первый взнос',
    rest: 'Остаток к оплате',
    installmentTerm: 'Срок рассрочки',
    noLoan: 'Взнос покрывает всю стоимость — кредит не нужен.',
    nothingLeft: 'Первый взнос покрывает всю стоимость.',
  },
  schedule: {
    mortgageTitle: 'Как уменьшается долг',
    chartLabel: (first: string, last: string) => `График по годам: выплата основного долга растёт с ${first} в первый год до ${last} в последний, долг уменьшается до нуля. Точные значения — в таблице ниже.`,
    tableSummary: 'Таблица платежей по годам',
    year: 'Год',
    principal: 'Основной долг',
    interest: 'Проценты',
    remaining: 'Остаток долга',
    installmentTitle: 'График рассрочки',
    installmentSummary: 'Таблица платежей по месяцам',
    month: 'Месяц',
    payment: 'Платёж',
    legendPrincipal: 'Основной долг',
    legendInterest: 'Проценты',
    legendRemaining: 'Остаток долга (шкала справа)',
    loading: 'Загружаем график…',
  },
  mortgageCalculator: {
    title: 'Ипотечный калькулятор',
    lead: 'Аннуитетный платёж: одинаковая сумма каждый месяц. Значения сохраняются в адресе страницы — ссылкой можно поделиться.',
  },
  installmentCalculator: {
    title: 'Калькулятор рассрочки',
    lead: 'Без процентов: первый взнос, затем равные ежемесячные платежи до сдачи дома.',
    /** A unit whose house is completed or completes this month: nothing left to spread. */
    unavailableTitle: 'Рассрочка до сдачи недоступна',
    unavailable: (unit: string) => `${unit}: срок сдачи дома уже наступил, так что рассрочки до сдачи нет. Рассчитайте ипотеку или трейд-ин.`,
    unavailableMortgage: 'Рассчитать ипотеку',
    unavailableOther: 'Рассрочка для другой суммы',
  },
  tradein: {
    howTitle: 'Как это работает',
    requestTitle: 'Оставьте заявку на оценку квартиры',
    compareTitle: 'Сравните способы оплаты',
    compareLead: 'Выберите квартиру и нажмите на её странице «Сравнить способы оплаты»: трейд-ин с ипотекой, ипотека и рассрочка для неё — рядом, с первым взносом, платежом и переплатой.',
    compareAction: 'Выбрать квартиру',
  },
  compare: {
    title: 'Как оплатить',
    lead: (unit: string) => `${unit}: три способа оплаты рядом на стандартных условиях программ — первый взнос, платёж, срок и переплата.`,
    flatValue: 'Стоимость вашей квартиры для трейд-ина, ₽',
    flatValueError: 'Укажите стоимость от 0 до 1 млрд ₽.',
    mortgage: 'Ипотека',
    mortgageNote: (down: number, rate: number, y: number) => `Взнос ${down}\u00a0%, ставка ${rate}\u00a0%, ${years(y)}`,
    installment: 'Рассрочка',
    installmentNote: (first: number) => `Первый взнос ${first}\u00a0%, без процентов до сдачи дома`,
    installmentUnavailable: 'Срок сдачи дома уже наступил — рассрочка до сдачи недоступна.',
    tradein: 'Трейд-ин + ипотека',
    tradeinNote: (rate: number, y: number) => `Ваша квартира — в первый взнос, остаток в ипотеку: ${rate}\u00a0%, ${years(y)}`,
    firstPayment: 'Первый взнос',
    monthly: 'Ежемесячно',
    term: 'Срок',
    overpayment: 'Переплата',
    total: 'Всего с первым взносом',
    /** Monthly and term of a way that needs no loan (a trade-in flat dearer than the new one). */
    noMonthly: 'Платежей нет',
    /** The term of such a way. */
    noLoan: 'Без кредита',
    surplus: (rubles: string) => `Ваша квартира дороже новой: разницу ${rubles} вы получите на руки.`,
    /** A trade-in flat worth less than the least down payment. */
    topUp: (percent: number, rubles: string) => `Первый взнос по ипотеке — не меньше ${percent}\u00a0%: к стоимости вашей квартиры добавьте ${rubles} своих средств.`,
    link: 'Сравнить способы оплаты',
    /** Under a way, to its own page for the same unit. */
    details: 'Подробный расчёт',
    detailsLabel: (way: string) => `Подробный расчёт: ${way}`,
  },
} as const;
