/**
 * The webhook lab on /docs/webhooks, in Chromium against the production build:
 * nothing of it loads with the page; it loads on intent, creates a message it
 * then verifies, and rejects that message with one byte changed; it names the
 * reason for each kind of failure, keeps pasted markup as text, bounds what it
 * reads, copies its output, works from the keyboard, passes axe in both colour
 * modes and fits a 390 px screen.
 */
import {gzipSync} from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated, quietNetwork} from './fixtures';

const PATH = '/docs/webhooks';
/** Text only the lab's code holds (lib/webhooks/verify.ts). */
const LAB_MARKER = 'Wrong secret or changed body';

const lab = (page: Page) => page.locator('[data-webhook-lab]');
const result = (page: Page) => lab(page).getByRole('status');
const verifyPart = (page: Page) => lab(page).getByRole('region', {name: 'Verify a signature'});
const createPart = (page: Page) => lab(page).getByRole('region', {name: 'Create an example message'});
const block = (page: Page, title: string) => lab(page).locator('.theme-code-block', {hasText: title});

async function openLab(page: Page, width = 1024): Promise<void> {
  await page.setViewportSize({width, height: 900});
  await gotoHydrated(page, PATH);
  await page.getByRole('button', {name: 'Open the webhook lab'}).click();
  await expect(lab(page)).toBeVisible();
}

async function createAndVerify(page: Page): Promise<void> {
  await createPart(page).getByLabel('Event type').selectOption('event.channels.updated');
  await page.getByRole('button', {name: 'Create example message'}).click();
  await expect(block(page, 'Body')).toContainText('"type":"event.channels.updated"');
  await page.getByRole('button', {name: 'Verify this message'}).click();
  await expect(result(page)).toContainText('Valid signature');
}

async function fill(page: Page, fields: {headers: string; body: string; secret: string}): Promise<void> {
  const part = verifyPart(page);
  await part.getByLabel('Headers').fill(fields.headers);
  await part.getByLabel('Body').fill(fields.body);
  await part.getByLabel('Signing secret').fill(fields.secret);
  await part.getByRole('button', {name: 'Verify signature'}).click();
}

/** Axe violations of any impact in the lab, the experimental label-content-name-mismatch rule included. */
async function labViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page})
    .include('[data-webhook-lab]')
    .options({rules: {'label-content-name-mismatch': {enabled: true}}})
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

async function scriptsContaining(scripts: Promise<string>[], marker: string): Promise<number> {
  const bodies = await Promise.all(scripts);
  return bodies.filter((body) => body.includes(marker)).length;
}

test("nothing of the lab is in the page's first load; pointing at the button loads it", async ({page}) => {
  const scripts: Promise<string>[] = [];
  const onIntent: Promise<Buffer>[] = [];
  let intent = false;
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().catch(() => ''));
    if (intent) onIntent.push(response.body());
  });
  await gotoHydrated(page, PATH);
  await quietNetwork(page);
  expect(await page.locator('[data-webhook-lab]').count()).toBe(0);
  expect(await scriptsContaining(scripts, LAB_MARKER)).toBe(0);

  intent = true;
  await page.getByRole('button', {name: 'Open the webhook lab'}).hover();
  await expect.poll(() => scriptsContaining(scripts, LAB_MARKER)).toBe(1);
  await quietNetwork(page);
  const bodies = await Promise.all(onIntent);
  const raw = bodies.reduce((sum, body) => sum + body.length, 0);
  const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, {level: 9}).length, 0);
  console.log(`webhook lab on intent: ${bodies.length} script(s), ${raw} bytes, ${gzip} bytes gzip`);
  expect(gzip).toBeGreaterThan(0);
  await page.getByRole('button', {name: 'Open the webhook lab'}).click();
  await expect(createPart(page)).toBeVisible();
});

test('the lab verifies a message it created, and rejects it with one byte changed', async ({page}) => {
  await openLab(page);
  await createAndVerify(page);
  const part = verifyPart(page);
  await expect(part.getByLabel('Headers')).toHaveValue(
    /^Tessera-Webhook-Id: \d+\nTessera-Webhook-Timestamp: \d+\nTessera-Webhook-Signature: v1=[0-9a-f]{64}\nContent-Type: application\/json$/,
  );
  await expect(result(page)).toContainText('The v1 entry matches');

  const body = await part.getByLabel('Body').inputValue();
  const changed = body.replace('"type":"event.channels.updated"', '"type":"event.channels.updatee"');
  expect(changed.length).toBe(body.length);
  await part.getByLabel('Body').fill(changed);
  await expect(result(page)).toBeEmpty();
  await part.getByRole('button', {name: 'Verify signature'}).click();
  await expect(result(page)).toContainText('Invalid signature: Body changed');
  await expect(result(page)).toContainText(`from character ${body.indexOf('updated"') + 7} on`);
});

test('a message created below the screen is brought into view, clear of the navbar, and the button keeps the focus', async ({page}) => {
  await openLab(page, 1440);
  const create = page.getByRole('button', {name: 'Create example message'});
  // The reader scrolled just far enough to reach the button: it sits at the bottom of the screen.
  await create.evaluate((button) => button.scrollIntoView({block: 'end'}));
  await create.click();
  const signed = lab(page).getByText(/^Signed at /);
  await expect(signed).toBeInViewport();
  const top = await signed.evaluate((element) => element.getBoundingClientRect().top);
  const navbar = await page.locator('.navbar').evaluate((element) => element.getBoundingClientRect().bottom);
  expect(top).toBeGreaterThanOrEqual(navbar);
  await expect(create).toBeFocused();
});

test('the lab names a secret pasted without its whsec_ prefix for its own message too', async ({page}) => {
  await openLab(page);
  await createAndVerify(page);
  const part = verifyPart(page);
  const secret = await part.getByLabel('Signing secret').inputValue();
  await part.getByLabel('Signing secret').fill(secret.replace(/^whsec_/, ''));
  await part.getByRole('button', {name: 'Verify signature'}).click();
  await expect(result(page)).toContainText('missing its whsec_ prefix');
});

test('the curl command and the headers are the message, and copy exactly', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openLab(page);
  await createPart(page).getByLabel('Your endpoint URL').fill('http://localhost:3000/hooks/tessera');
  await page.getByRole('button', {name: 'Create example message'}).click();
  const curl = block(page, 'curl command');
  await expect(curl.locator('code')).toContainText(/^curl -i http:\/\/localhost:3000\/hooks\/tessera \\/);
  const body = await block(page, 'Body').locator('code').textContent();
  await expect(curl.locator('code')).toContainText(`--data-binary '${body}'`);
  await curl.hover();
  await curl.getByRole('button', {name: 'Copy code to clipboard'}).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await curl.locator('code').textContent());
});

test('after a rotation the message has two v1 entries, and either secret verifies it', async ({page}) => {
  await openLab(page);
  const part = createPart(page);
  await part.getByLabel('Also sign with a previous secret').check();
  const previous = await part.getByLabel('Previous secret', {exact: true}).inputValue();
  expect(previous).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
  await page.getByRole('button', {name: 'Create example message'}).click();
  await expect(block(page, 'Headers')).toContainText(/Tessera-Webhook-Signature: v1=[0-9a-f]{64} v1=[0-9a-f]{64}/);
  await page.getByRole('button', {name: 'Verify this message'}).click();
  await expect(result(page)).toContainText('Entry 1 of 2 matches');
  await verifyPart(page).getByLabel('Signing secret').fill(previous);
  await verifyPart(page).getByRole('button', {name: 'Verify signature'}).click();
  await expect(result(page)).toContainText('Valid signature');
  await expect(result(page)).toContainText('Entry 2 of 2 matches');
  await verifyPart(page).getByLabel('Signing secret').fill('whsec_Zq3NwE8rT1yU6iO0pA4sD7fG2hJ5kL9x');
  await verifyPart(page).getByRole('button', {name: 'Verify signature'}).click();
  await expect(result(page)).toContainText('Invalid signature: Wrong secret');
  await expect(result(page)).toContainText('neither of the two secrets');
});

test.describe('reasons for a pasted call', () => {
  // The docs' example call (tests/unit/helpers/webhookVectors.ts), signed on 2025-10-14.
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const body =
    '{"id":50822,"type":"chart.published","timestamp":"2025-10-14T09:48:55.040Z","data":{"workspaceKey":"b6e3f0c2-5a7d-4c1e-8f9b-2d4a6c8e0f13","key":"3f2a1c9e-7d4b-4e8a-9c61-0b5d2e7f8a14"}}';
  const headers = [
    'POST /webhooks HTTP/1.1',
    'Tessera-Webhook-Id: 50822',
    'Tessera-Webhook-Timestamp: 1760435335',
    'Tessera-Webhook-Signature: v1=599f6c6d8992c6d5861695653928214d14a9975a744d9695a4ff3e73f01102fe',
  ].join('\n');

  test('timestamp outside 5 minutes, with a signature that matches', async ({page}) => {
    await openLab(page);
    await fill(page, {headers, body, secret});
    await expect(result(page)).toContainText('Invalid signature: Timestamp outside 5 minutes');
    await expect(result(page)).toContainText('The signature itself matches');
  });

  test('wrong secret, or changed body, when the lab cannot tell which', async ({page}) => {
    await openLab(page);
    await fill(page, {headers, body, secret: 'whsec_Zq3NwE8rT1yU6iO0pA4sD7fG2hJ5kL9x'});
    await expect(result(page)).toContainText('Invalid signature: Wrong secret or changed body');
  });

  test('a secret without its prefix', async ({page}) => {
    await openLab(page);
    await fill(page, {headers, body, secret: secret.slice('whsec_'.length)});
    await expect(result(page)).toContainText('Invalid signature: Wrong secret');
    await expect(result(page)).toContainText('missing its whsec_ prefix');
  });

  test('malformed header', async ({page}) => {
    await openLab(page);
    await fill(page, {headers: headers.replace('v1=599f', 'v1=599F'), body, secret});
    await expect(result(page)).toContainText('Invalid signature: Malformed header');
    await expect(result(page)).toContainText('upper case');
  });

  test('pasted markup stays text', async ({page}) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await openLab(page);
    const markup = '<img src=x onerror=alert(1)>';
    await fill(page, {headers: `Tessera-Webhook-Timestamp: ${markup}\nTessera-Webhook-Signature: v1=${markup}`, body: markup, secret});
    await expect(result(page)).toContainText('Invalid signature: Malformed header');
    await expect(result(page)).toContainText('“<img src=x onerror=a…”');
    expect(await lab(page).locator('img').count()).toBe(0);
    expect(dialogs).toBe(0);
  });

  test('a body past the bound gets a message, not a verdict', async ({page}) => {
    await openLab(page);
    await verifyPart(page).getByLabel('Headers').fill(headers);
    await verifyPart(page).getByLabel('Body').fill('x'.repeat(70_000));
    await verifyPart(page).getByLabel('Signing secret').fill(secret);
    await verifyPart(page).getByRole('button', {name: 'Verify signature'}).click();
    await expect(result(page)).toContainText('The body is 70,000 bytes; the lab reads up to 65,536.');
    await expect(result(page)).not.toContainText('signature');
  });
});

test('works from the keyboard, and the verdict is announced in a live region', async ({page}) => {
  await page.setViewportSize({width: 1024, height: 900});
  await gotoHydrated(page, PATH);
  const open = page.getByRole('button', {name: 'Open the webhook lab'});
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(createPart(page).getByRole('heading', {name: 'Create an example message'})).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(createPart(page).getByLabel('Event type')).toBeFocused();
  const submit = page.getByRole('button', {name: 'Create example message'});
  for (let i = 0; i < 10 && !(await submit.evaluate((element) => element === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  const verifyThis = page.getByRole('button', {name: 'Verify this message'});
  await verifyThis.focus();
  await page.keyboard.press('Enter');
  await expect(verifyPart(page).getByRole('heading', {name: 'Verify a signature'})).toBeFocused();
  await expect(result(page)).toContainText('Valid signature');
  await expect(result(page)).toHaveAttribute('role', 'status');
  // Editing a field and pressing Enter in the secret field verifies again.
  await verifyPart(page).getByLabel('Signing secret').press('End');
  await page.keyboard.type('x');
  await page.keyboard.press('Enter');
  await expect(result(page)).toContainText('Invalid signature: Wrong secret');
});

for (const theme of ['light', 'dark']) {
  test(`passes axe in ${theme} mode with a message and a verdict shown`, async ({page}) => {
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    await openLab(page);
    await createPart(page).getByLabel('Also sign with a previous secret').check();
    await createAndVerify(page);
    expect(await labViolations(page)).toEqual([]);
    await verifyPart(page).getByLabel('Signing secret').fill('whsec_wrong');
    await verifyPart(page).getByRole('button', {name: 'Verify signature'}).click();
    await expect(result(page)).toContainText('Invalid signature');
    expect(await labViolations(page)).toEqual([]);
    await verifyPart(page).getByLabel('Body').fill('');
    await verifyPart(page).getByRole('button', {name: 'Verify signature'}).click();
    await expect(result(page)).toContainText('Paste the body of the call.');
    expect(await labViolations(page)).toEqual([]);
  });
}

test('fits a 390 px screen: nothing scrolls sideways, every control is on screen', async ({page}) => {
  await openLab(page, 390);
  await createPart(page).getByLabel('Also sign with a previous secret').check();
  await createAndVerify(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const controls: Locator = lab(page).locator('button, input, select, textarea');
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    expect(box, await control.evaluate((element) => element.outerHTML.slice(0, 80))).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
});

test.describe('a lab that fails to load', () => {
  test.use({allowedConsoleErrors: /Failed to load resource|Loading chunk|ChunkLoadError/});

  test('says so, and opens on the next click once the network is back', async ({page}) => {
    await gotoHydrated(page, PATH);
    await quietNetwork(page);
    await page.route('**/assets/js/*.js', (route) => route.abort('internetdisconnected'));
    const open = page.getByRole('button', {name: 'Open the webhook lab'});
    await open.click();
    await expect(page.getByRole('status').filter({hasText: 'The lab did not load'})).toContainText(
      'The lab did not load: check your connection and try again.',
    );
    await expect(lab(page)).toHaveCount(0);
    await page.unroute('**/assets/js/*.js');
    await open.click();
    await expect(createPart(page)).toBeVisible();
  });
});
