/**
 * The /docs page of `npm start` in a real browser (Debian's Chromium, driven by playwright-core):
 * it loads with no network beyond localhost, lists every operation, and a "Try it out" request with
 * a pasted key succeeds against the local stack. Skips, saying so, only where no Chromium exists.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { routeEntries } from '../../lib/http/routes';
import { type LocalStack, localStackEnvironment, startLocalStack, stopLocalStack } from '../support/local-stack';

jest.setTimeout(240_000);

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const available = existsSync(CHROMIUM);
if (!available)
  console.warn(
    `Skipping the /docs browser test: no Chromium at ${CHROMIUM} (apt-get install chromium; .ci/run installs it)`,
  );
const describeWithBrowser = available ? describe : describe.skip;

describeWithBrowser('the /docs page in Chromium', () => {
  let stack: LocalStack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startLocalStack(await localStackEnvironment());
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
      // playwright-core starts Chromium headless with a fresh, empty profile of its own.
    });
  });

  afterAll(async () => {
    await browser?.close();
    if (stack) await stopLocalStack(stack);
  });

  it('loads offline, lists every operation, and a "Try it out" with a pasted key succeeds', async () => {
    // Prepare: any request that leaves localhost is refused and recorded.
    const page = await browser.newPage();
    const offsite: string[] = [];
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') return route.continue();
      offsite.push(url.href);
      return route.abort();
    });
    // Act: load the page.
    await page.goto(`${stack.origin}/docs`);
    await page.waitForSelector('.opblock', { timeout: 60_000 });
    // Assess: one block per operation of the route table.
    const listed = await page.$$eval('.opblock-summary-path', (nodes) =>
      nodes.map((node) => node.getAttribute('data-path')),
    );
    const methods = await page.$$eval('.opblock-summary-method', (nodes) =>
      nodes.map((node) => node.textContent?.trim()),
    );
    const operations = listed.map((path, index) => `${methods[index]} ${path}`).sort();
    expect(operations).toEqual(
      routeEntries()
        .map(([, route]) => `${route.method} ${route.path}`)
        .sort(),
    );

    // Act: paste the key under Authorize, then try GET app-data.
    await page.click('button.authorize');
    await page.fill('.auth-container input[type=text], .auth-container input[type=password]', stack.key);
    await page.click('.auth-btn-wrapper button.authorize');
    await page.click('.btn-done');
    const operation = page.locator('#operations-app-data-getAppData');
    await operation.locator('.opblock-summary').click();
    await operation.locator('button.try-out__btn').click();
    await operation.locator('button.execute').click();
    // Assess: the live response is a 200 with the reference data.
    const status = operation.locator('.live-responses-table tbody .response-col_status').first();
    await status.waitFor({ timeout: 60_000 });
    expect((await status.textContent())?.trim()).toMatch(/^200/);
    expect(
      await operation.locator('.live-responses-table tbody .response-col_description').first().textContent(),
    ).toContain('client_version');
    expect(offsite).toEqual([]);
  });
});
