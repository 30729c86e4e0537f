import {describe, expect, it} from 'vitest';
import {redirects} from '../../config/redirects';

describe('config/redirects.ts', () => {
  it('lists every source once', () => {
    const froms = redirects.map((r) => r.from);
    expect(froms.filter((from, i) => froms.indexOf(from) !== i)).toEqual([]);
  });

  it('uses clean site-absolute paths', () => {
    const bad = redirects.filter(({from, to}) =>
      [from, to].some((p) => !p.startsWith('/') || (p.length > 1 && p.endsWith('/')) || /\s|\.html$/.test(p)),
    );
    expect(bad).toEqual([]);
  });

  it('never points at another redirect or at itself', () => {
    const froms = new Set(redirects.map((r) => r.from));
    expect(redirects.filter(({from, to}) => from === to || froms.has(to.split('#')[0]))).toEqual([]);
  });

  it('names a heading in a target fragment as a plain id', () => {
    expect(redirects.filter(({to}) => to.includes('#') && !/^[^#]+#[a-z0-9-]+$/.test(to))).toEqual([]);
  });

  it('sends each section root to the section landing page the navbar links', () => {
    const has = (from: string, to: string) => redirects.some((r) => r.from === from && r.to === to);
    expect(has('/docs/renderer', '/docs/renderer/embed-a-floor-plan')).toBe(true);
    expect(has('/docs/api', '/docs/api/introduction')).toBe(true);
    expect(has('/docs/embedded-designer', '/docs/embedded-designer/introduction')).toBe(true);
  });

  it('keeps every redirect config/redirects.ts lists', () => {
    const has = (from: string, to: string) => redirects.some((r) => r.from === from && r.to === to);
    expect(has('/page/changelog', '/changelog')).toBe(true);
    expect(has('/docs/tutorial/create-account', '/docs/tutorial')).toBe(true);
    expect(has('/docs/chart-reports', '/docs/api/chart-reports/detail')).toBe(true);
    expect(has('/docs/update-channels-for-an-event', '/docs/api/replace-channels-for-an-event')).toBe(true);
    expect(has('/docs/api/update-channels-for-an-event', '/docs/api/replace-channels-for-an-event')).toBe(true);
    expect(has('/docs/rendered-chart-properties', '/docs/renderer/rendered-chart-methods')).toBe(true);
    expect(has('/docs/renderer/rendered-chart-properties', '/docs/renderer/rendered-chart-methods')).toBe(true);
    expect(has('/docs/event-manager', '/docs/event-manager/introduction')).toBe(true);
    for (const name of ['mode', 'openlatestdrawing', 'ondesignerrenderingfailed']) {
      expect(has(`/docs/${name}`, `/docs/embedded-designer/${name}`), name).toBe(true);
    }
    const renderer = [
      'colors',
      'colorscheme',
      'style',
      'chartstartnewsession',
      'chartlistselectedobjects',
      'chartresetview',
      'categoryfilter',
      'availablecategories',
      'selectableobjects',
      'filteredcategories',
      'inputdevice',
      'seatrestrictedview',
      'seatparent',
      'objectdisplayobjecttype',
      'seatviewfromseaturl',
      'seatcompanionseat',
      'objectaccessible',
      'style-your-floor-plan',
    ];
    for (const name of renderer) expect(has(`/docs/${name}`, `/docs/renderer/${name}`), name).toBe(true);
  });
});
