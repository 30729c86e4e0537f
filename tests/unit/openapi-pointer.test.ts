/** JSON pointers as the OpenAPI document and the tests read them (lib/openapi/pointer.ts). */
import {describe, expect, it} from 'vitest';
import {pointerTokens} from '@site/lib/openapi/pointer';

describe('pointerTokens', () => {
  it.each([
    ['#/components/schemas/Event', ['components', 'schemas', 'Event']],
    ['/paths/~1events~1{eventKey}/get', ['paths', '/events/{eventKey}', 'get']],
    ['#/x/~01', ['x', '~1']],
    ['#/paths/~1a%20b', ['paths', '/a b']],
    ['', []],
    ['#', []],
  ])('%s', (pointer, tokens) => {
    expect(pointerTokens(pointer)).toEqual(tokens);
  });
});
