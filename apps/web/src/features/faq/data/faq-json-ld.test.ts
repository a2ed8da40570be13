import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '@/platform/seo';
import type { FaqGroup } from './faq-groups';
import { faqJsonLd } from './faq-json-ld';

const groups: FaqGroup[] = [
  {
    anchor: 'faq-pokupka',
    category: 'Покупка',
    questions: [
      { id: 1, anchor: 'kak-zabronirovat', question: 'Как забронировать квартиру?', answer: 'Позвоните в [офис продаж](/contacts) или оставьте **заявку**.' },
      { id: 2, anchor: 'q-2', question: 'Без ответа?', answer: null },
    ],
  },
  { anchor: 'faq-other', category: null, questions: [{ id: 3, anchor: 'q-3', question: 'Вопрос</script><script>alert(1)</script>', answer: '- один\n- два' }] },
];

describe('faqJsonLd', () => {
  it('lists every answered question of every group with its answer as plain text', () => {
    const data = faqJsonLd(groups);
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage' });
    expect(data.mainEntity).toEqual([
      { '@type': 'Question', name: 'Как забронировать квартиру?', acceptedAnswer: { '@type': 'Answer', text: 'Позвоните в офис продаж или оставьте заявку.' } },
      { '@type': 'Question', name: 'Вопрос</script><script>alert(1)</script>', acceptedAnswer: { '@type': 'Answer', text: 'один\nдва' } },
    ]);
  });

  it('keeps a hostile question inside the JSON', () => {
    const data = faqJsonLd(groups);
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/<\/?script/i);
    expect(JSON.parse(text)).toEqual(data);
  });
});
