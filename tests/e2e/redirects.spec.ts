import {redirects} from '../../config/redirects';
import {test, expect} from './fixtures';

test.describe('redirects', () => {
  test.describe.configure({mode: 'parallel'});
  const batches = 4;
  for (let batch = 0; batch < batches; batch += 1) {
    test(`every redirect lands on its target (${batch + 1}/${batches})`, async ({page}) => {
      test.setTimeout(120_000);
      for (const {from, to} of redirects.filter((_, i) => i % batches === batch)) {
        const [path, fragment] = to.split('#');
        await page.goto(from);
        await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === path && url.hash === (fragment ? `#${fragment}` : ''), {
          timeout: 10_000,
        });
        await page.waitForSelector('html[data-has-hydrated="true"]');
        await expect(page.getByText('Page Not Found'), `${from} -> ${to}`).toHaveCount(0);
        // A target's fragment names a heading of the page, and the reader lands on it.
        if (fragment) await expect(page.locator(`[id="${fragment}"]`), `${from} -> ${to}`).toBeInViewport();
      }
    });
  }
});
