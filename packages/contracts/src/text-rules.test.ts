import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, containsUnstorable, isEmailAddress } from './text-rules';

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

describe('containsUnstorable', () => {
  it('finds U+0000 and unpaired surrogates anywhere, and nothing else', () => {
    expect(containsUnstorable('Ан\u0000на')).toBe(true);
    expect(containsUnstorable('\u0000')).toBe(true);
    expect(containsUnstorable('Анна \t\n\u0001')).toBe(false);
    // Half of a pair (valid JSON: "\ud800"), alone, at either end or reversed, is refused.
    for (const text of ['Анна\ud800', '\udc00Анна', 'a\ud83d', '\ude00\ud83d', '\ud83d\ud83d\ude00']) expect(containsUnstorable(text), JSON.stringify(text)).toBe(true);
    // Whole pairs (emoji, rare CJK) are characters like any other.
    for (const text of ['Анна 😀', '😀', '𠀀 и 😀😀']) expect(containsUnstorable(text), text).toBe(false);
  });
});
