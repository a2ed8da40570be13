import { describe, expect, it } from 'vitest';
import type { FaqItem } from '@/upstream/content';
import { faqJsonLd, markdownToText } from './faq-json-ld';
import { groupFaqs, slugify } from './faq-groups';

const item = (id: number, question: string, category: string | null, sort: number, answer: string | null = 'Ответ.'): FaqItem => ({ id, question, category, sort, answer });

describe('groupFaqs', () => {
  it('groups by category in the order of their first question, questions in their order, uncategorised last', () => {
    const groups = groupFaqs([
      item(1, 'Как забронировать квартиру?', 'Покупка', 10),
      item(2, 'Без темы?', null, 15),
      item(3, 'Какой первоначальный взнос?', 'Ипотека', 20),
      item(4, 'Можно ли купить дистанционно?', 'Покупка', 30),
    ]);
    expect(groups.map((group) => group.category)).toEqual(['Покупка', 'Ипотека', null]);
    expect(groups[0]?.questions.map((question) => question.id)).toEqual([1, 4]);
    expect(groups.map((group) => group.anchor)).toEqual(['faq-pokupka', 'faq-ipoteka', 'faq-other']);
  });

  it('gives every question a readable, unique anchor; one without letters or digits is q-<id>', () => {
    const [group] = groupFaqs([item(1, 'Как забронировать квартиру?', 'А', 1), item(2, 'Как забронировать квартиру?!', 'А', 2), item(3, '???', 'А', 3)]);
    expect(group?.questions.map((question) => question.anchor)).toEqual(['kak-zabronirovat-kvartiru', 'kak-zabronirovat-kvartiru-2', 'q-3']);
  });

  it('treats an empty answer as not written yet', () => {
    expect(groupFaqs([item(1, 'Вопрос', null, 1, '  ')])[0]?.questions[0]?.answer).toBeNull();
  });
});

describe('slugify', () => {
  it('transliterates Russian and keeps ids short on a word boundary', () => {
    expect(slugify('Что будет, если сроки сдачи сдвинутся?')).toBe('chto-budet-esli-sroki-sdachi-sdvinutsia');
    expect(slugify('Ёлка и щука: 214-ФЗ')).toBe('elka-i-shchuka-214-fz');
    const long = slugify('Можно ли использовать материнский капитал для первоначального взноса по семейной ипотеке?');
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith('-')).toBe(false);
  });
});

describe('FAQPage JSON-LD', () => {
  it('lists each answered question with its answer as plain text', () => {
    const data = faqJsonLd(groupFaqs([item(1, 'Как оплатить?', 'Покупка', 1, 'Картой или **ипотекой**, см. [условия](/loan/mortgage).'), item(2, 'Без ответа?', 'Покупка', 2, null)]));
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Как оплатить?', acceptedAnswer: { '@type': 'Answer', text: 'Картой или ипотекой, см. условия.' } }],
    });
  });

  it('drops list and heading marks from an answer', () => {
    expect(markdownToText('## Шаги\n\n- заявка\n- договор\n1. ключи')).toBe('Шаги\n\nзаявка\nдоговор\nключи');
  });
});
