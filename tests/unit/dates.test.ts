import {describe, expect, it} from 'vitest';
import {dayLabel} from '@site/lib/text/dates';

describe('dayLabel', () => {
  it('writes a UTC day with a three-letter month, September included', () => {
    expect(dayLabel(Date.UTC(2025, 8, 16))).toBe('16 Sep 2025');
    expect(dayLabel(Date.UTC(2024, 5, 18, 23, 59))).toBe('18 Jun 2024');
  });

  it('spells every month in three letters', () => {
    const months = Array.from({length: 12}, (_, m) => dayLabel(Date.UTC(2025, m, 1)).split(' ')[1]);
    expect(months.every((month) => /^[A-Z][a-z]{2}$/.test(month))).toBe(true);
    expect(new Set(months).size).toBe(12);
  });

  it('gives nothing for a date that is not one', () => {
    expect(dayLabel(Number.NaN)).toBe('');
  });
});
