/**
 * The inline script that corrects an unknown colour-mode value before the
 * page paints (plugins/color-mode-repair), run against a stand-in document and
 * localStorage after Docusaurus's own script set the attributes as read.
 */
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {colorModeRepairScript} from '../../plugins/color-mode-repair';

type Run = {theme: string | null; choice: string | null; stored: string | null};

function run(attribute: string, stored: string | null, {followOs = false, osDark = false} = {}): Run {
  const attributes = new Map([
    ['data-theme', attribute],
    ['data-theme-choice', attribute],
  ]);
  const storage = new Map(stored === null ? [] : [['theme', stored]]);
  const window = {
    matchMedia: () => ({matches: osDark}),
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
  };
  const document = {
    documentElement: {
      getAttribute: (name: string) => attributes.get(name) ?? null,
      setAttribute: (name: string, value: string) => void attributes.set(name, value),
    },
  };
  vm.runInNewContext(colorModeRepairScript({defaultMode: 'light', followOs, storageKey: 'theme'}), {window, document, String});
  return {theme: attributes.get('data-theme')!, choice: attributes.get('data-theme-choice')!, stored: storage.get('theme') ?? null};
}

describe('colour-mode value correction', () => {
  it('leaves a valid value alone', () => {
    expect(run('dark', 'dark')).toEqual({theme: 'dark', choice: 'dark', stored: 'dark'});
    expect(run('light', null)).toEqual({theme: 'light', choice: 'light', stored: null});
  });

  it('reads light or dark in any case as that mode, and stores it in lower case', () => {
    expect(run('DARK', 'DARK')).toEqual({theme: 'dark', choice: 'dark', stored: 'dark'});
    expect(run('Light', null)).toEqual({theme: 'light', choice: 'light', stored: null});
  });

  it('turns anything else into the default mode and forgets the stored value', () => {
    expect(run('{"not":"a mode"}', '{"not":"a mode"}')).toEqual({theme: 'light', choice: 'light', stored: null});
    expect(run('purple', null)).toEqual({theme: 'light', choice: 'light', stored: null});
  });

  it('on a site that follows the OS, turns an unknown value into the OS mode and the system choice', () => {
    expect(run('sepia', 'sepia', {followOs: true, osDark: true})).toEqual({theme: 'dark', choice: 'system', stored: null});
    expect(run('system', null, {followOs: true, osDark: false})).toEqual({theme: 'light', choice: 'system', stored: null});
  });
});
