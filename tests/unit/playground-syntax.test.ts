import {describe, expect, it} from 'vitest';
import {syntaxErrorAt} from '@site/lib/playground/syntaxError';

describe('where a reader’s code stops parsing', () => {
  it('finds the line and column of a missing comma in a config', () => {
    const source = "new tessera.SeatingChart({\n  divId: 'chart',\n  pricing: [\n    {category: 1 price: 30},\n  ],\n}).render();";
    expect(syntaxErrorAt(source)).toEqual({line: 4, column: 18, offset: source.indexOf('price')});
  });

  it('points at the token where a statement breaks off, and at the end of an unclosed string', () => {
    expect(syntaxErrorAt('const x = ;')).toMatchObject({line: 1, column: 11});
    expect(syntaxErrorAt('let a = "abc')).toMatchObject({line: 1, column: 13});
  });

  it('finds nothing in code that parses', () => {
    expect(syntaxErrorAt("const chart = new tessera.SeatingChart({divId: 'chart'}).render();\n// done")).toBeNull();
  });
});
