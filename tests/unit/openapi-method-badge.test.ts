/**
 * One colour per HTTP method, shared by the operation header (<Endpoint>) and
 * the resource pages' operation lists (remarkOperationList).
 */
import {describe, expect, it} from 'vitest';
import {methodBadgeClass} from '../../lib/openapi/methodBadge';

describe('methodBadgeClass', () => {
  it.each([
    ['GET', 'badge--info'],
    ['POST', 'badge--success'],
    ['PUT', 'badge--warning'],
    ['PATCH', 'badge--warning'],
    ['DELETE', 'badge--danger'],
  ])('gives %s its Infima badge', (method, badge) => {
    expect(methodBadgeClass(method)).toBe(badge);
  });

  it('reads the method in any case, and gives other methods the neutral badge', () => {
    expect(methodBadgeClass('delete')).toBe('badge--danger');
    expect(methodBadgeClass('HEAD')).toBe('badge--secondary');
    expect(methodBadgeClass('')).toBe('badge--secondary');
  });
});
