import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, containsNul, isEmailAddress } from './text-rules';

describe('isEmailAddress', () => {
  it('takes the addresses Russian buyers have, internationalised ones included', () => {
    for (const good of [
      'anna@example.ru',
      'a.b+tag@mail.example.com',
      'a@b.ru',
      'анна@пример.рф',
      'иван.петров@почта.рф',
      'anna@пример.рф',
      'анна@example.ru',
      'anna@xn--e1afmkfd.xn--p1ai',
      'user_1-x@sub-1.mail.example.org',
      'Anna@Example.RU',
    ]) {
      expect(isEmailAddress(good), good).toBe(true);
    }
  });

  it('refuses what is not an address', () => {
    for (const bad of [
      '',
      'anna',
      'anna@',
      '@example.ru',
      'anna@example',
      'an na@example.ru',
      'anna@@example.ru',
      'anna@example..ru',
      'anna@-example.ru',
      'anna@example-.ru',
      'anna@example.r',
      'anna@example.123',
      '.anna@example.ru',
      'anna.@example.ru',
      'an..na@example.ru',
      '"anna"@example.ru',
      'anna@[127.0.0.1]',
      'anna@exa mple.ru',
      'an\u0000na@example.ru',
      'anna@exam\u0000ple.ru',
      'anna@example.ru\n',
      `${'a'.repeat(65)}@example.ru`,
      `anna@${'a'.repeat(64)}.ru`,
    ]) {
      expect(isEmailAddress(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('counts the length in characters, up to 254', () => {
    const domain = `${'д'.repeat(60)}.${'е'.repeat(60)}.${'ж'.repeat(60)}.${'з'.repeat(60)}.рф`;
    const local = 'a'.repeat(EMAIL_MAX_LENGTH - domain.length - 1);
    expect(isEmailAddress(`${local}@${domain}`)).toBe(true);
    expect(isEmailAddress(`${local}a@${domain}`)).toBe(false);
  });
});

describe('containsNul', () => {
  it('finds U+0000 anywhere and nothing else', () => {
    expect(containsNul('Ан\u0000на')).toBe(true);
    expect(containsNul('\u0000')).toBe(true);
    expect(containsNul('Анна \t\n\u0001')).toBe(false);
  });
});
