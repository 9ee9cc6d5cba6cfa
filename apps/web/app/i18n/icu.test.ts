import { describe, expect, it } from 'vitest';
import { formatIcu, isValidIcu } from './icu';

describe('ICU message subset', () => {
  it('picks plural forms by the locale rules, with exact matches first', () => {
    const text = '{count, plural, =0 {no games} one {# game} other {# games}}';
    expect(formatIcu(text, { count: 0 }, 'en')).toBe('no games');
    expect(formatIcu(text, { count: 1 }, 'en')).toBe('1 game');
    expect(formatIcu(text, { count: 1234 }, 'en')).toBe('1,234 games');
    expect(
      formatIcu('{count, plural, one {# Spiel} other {# Spiele}}', { count: 1234 }, 'de'),
    ).toBe('1.234 Spiele');
    // pt-BR counts 0 as "one"
    expect(formatIcu('{n, plural, one {# jogo} other {# jogos}}', { n: 0 }, 'pt-br')).toBe(
      '0 jogo',
    );
  });

  it('fills placeholders, selects, and nested arguments', () => {
    expect(formatIcu('Hello {name}', { name: 'Ana' })).toBe('Hello Ana');
    expect(
      formatIcu('{kind, select, deposit {In} other {Out}}: {amount}', {
        kind: 'deposit',
        amount: '€5',
      }),
    ).toBe('In: €5');
    expect(
      formatIcu('{n, plural, one {# bonus for {name}} other {# bonuses for {name}}}', {
        n: 2,
        name: 'Ana',
      }),
    ).toBe('2 bonuses for Ana');
    expect(formatIcu('Missing {value}', {})).toBe('Missing {value}');
  });

  it('tells well-formed messages from broken ones', () => {
    expect(isValidIcu('{count, plural, one {# a} other {# b}}')).toBe(true);
    expect(isValidIcu('Plain {name} text')).toBe(true);
    expect(isValidIcu('{count, plural, one {# a}}')).toBe(false);
    expect(isValidIcu('{count, plural, one {# a} other {# b}')).toBe(false);
    expect(isValidIcu('stray } brace')).toBe(false);
  });
});
