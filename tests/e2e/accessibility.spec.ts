/**
 * WCAG 2.1 A/AA (axe-core's rules) on every clean route and one built page of each detail kind, for a visitor and
 * for a member, at desktop and phone widths: no violation.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CLEAN_ROUTES } from '#lib/routes.ts';
import { LEGAL_DOCUMENTS, LEGAL_KINDS } from '#lib/legal/documents.ts';
import { demoMemberPage, hydrated, withCompareBasket } from './support.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const DIST = process.env.E2E_DIST ?? 'dist';
const WCAG21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The first prebuilt page below a detail route (`/article/detail/123`), found in the build. */
function firstBuilt(base: string): string | null {
  const dir = path.join(DIST, base);
  if (!existsSync(dir)) return null;
  const entry = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(dir, e.name, 'index.html')))
    .map((e) => e.name)
    .sort()[0];
  return entry ? `${base}/${entry}` : null;
}

/**
 * Every clean route that is a page of its own (moved routes only redirect), the legal documents, then one detail page
 * of each kind.
 */
const URLS = [
  ...CLEAN_ROUTES.filter((r) => !r.movedTo).map((r) => r.path),
  ...LEGAL_KINDS.map((kind) => LEGAL_DOCUMENTS[kind].path),
  ...CLEAN_ROUTES.filter((r) => r.pathParam).flatMap((r) => firstBuilt(r.path) ?? []),
  // 食物对比 with foods chosen: its table, not only its empty search.
  '/application/food/compare?codes=09003,16108,01123',
];

interface Violation {
  id: string;
  help: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

/** axe-core's WCAG 2.1 A/AA violations of the page as it stands (axe loaded), one readable line per element. */
async function violationsOn(page: Page): Promise<string[]> {
  const found = await page.evaluate(
    (tags) =>
      (
        window as unknown as {
          axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: Violation[] }> };
        }
      ).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((r) => r.violations),
    WCAG21_AA,
  );
  return found.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.help}) at ${n.target.join(' ')}\n    ${n.html.slice(0, 200)}\n    ${(n.failureSummary ?? '').split('\n').slice(1).join(' ').slice(0, 200)}`,
    ),
  );
}

// The axe script is injected inline, which the site's policy (rightly) refuses; colours are measured at rest, without fades.
test.use({ bypassCSP: true, reducedMotion: 'reduce' });

const WIDTHS = [1600, 390];

for (const role of ['visitor', 'member'] as const) {
  test(`every route and one detail page of each kind pass WCAG 2.1 AA for a ${role}, at ${WIDTHS.join(' px and ')} px`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    if (role === 'member') await demoMemberPage(page, baseURL!, 'vipdemo');
    // Given to every document once, not sent again after each load: re-sending its 500 KB cost a third of the walk.
    await page.addInitScript(AXE_SOURCE);
    const failures: string[] = [];
    for (const url of URLS) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
      await page.goto(url);
      // One load judged at each width: the layout follows the width by CSS and matchMedia listeners (navMenu.ts).
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await hydrated(page);
        // Judge the page with its data, not its loading placeholders.
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
        failures.push(...(await violationsOn(page)).map((v) => `[${url} at ${width} px] ${v}`));
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}

/** Pages a visitor and a member do not see as they are: /admin as an editor, the food list with its compare basket. */
for (const width of [1600, 390]) {
  test.describe(`at ${width} px, as others see them`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.beforeEach(({ page }) => page.addInitScript(AXE_SOURCE));

    test('/admin passes WCAG 2.1 AA for an editor, every tab', async ({ page, baseURL }) => {
      test.setTimeout(90_000);
      await demoMemberPage(page, baseURL!, 'editor');
      await page.goto('/admin');
      await hydrated(page);
      const tabs = page.getByRole('tablist', { name: '编辑后台' }).getByRole('tab');
      const failures: string[] = [];
      for (let i = 0; i < (await tabs.count()); i++) {
        const name = await tabs.nth(i).innerText();
        await tabs.nth(i).click();
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
        failures.push(...(await violationsOn(page)).map((v) => `[${name}] ${v}`));
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });

    test('the food list with its compare basket open passes WCAG 2.1 AA', async ({ page }) => {
      await withCompareBasket(page, [
        { code: '09003', name: '苹果（带皮，生）' },
        { code: '16108', name: '大豆（干）' },
      ]);
      await page.goto('/application/food/list?first_id=3&second_id=301');
      await hydrated(page);
      await expect(page.getByTestId('compare-basket')).toBeVisible();
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      expect(await violationsOn(page)).toEqual([]);
    });
  });
}

test('the first Tab shows 跳到主要内容, and following it moves focus into the main content', async ({
  page,
}) => {
  await page.goto('/article/news');
  await hydrated(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳到主要内容' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  const box = (await skip.boundingBox())!;
  // Drawn as a button, padding and all, not the bare text `not-sr-only` leaves.
  expect(box.height).toBeGreaterThanOrEqual(28);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#content')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main')?.id)).toBe('content');
});
