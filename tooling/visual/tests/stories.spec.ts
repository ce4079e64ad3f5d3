import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';

/**
 * Every story of `@shop/ui`, pictured in the four brands at a phone and a desktop width and
 * compared pixel by pixel with the baselines in `__screenshots__/`. A CSS change that moves
 * one brand's look fails here for that brand's pictures only. `pnpm --filter @shop/visual
 * visual:update` writes new baselines on purpose (README).
 */

const BRANDS = ['bygg', 'konr', 'kasp', 'opti'] as const;
const WIDTHS = [
  { name: 'phone', width: 375, height: 667 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const indexFile = fileURLToPath(new URL('../../../packages/ui/storybook-static/index.json', import.meta.url));
const stories = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'story');

/** Waits until the story has rendered and its play function has run (or failed), and fonts are in. */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const render = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
      .__STORYBOOK_PREVIEW__?.currentRender;
    return render?.phase === 'finished' || render?.phase === 'errored';
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

test('the index lists the stories to picture', () => {
  expect(stories.length).toBeGreaterThan(100);
});

/**
 * Switches the brand as the toolbar does (Storybook's `updateGlobals`), without reloading the
 * page, and waits for the story to render again.
 */
async function switchBrand(page: Page, brand: string) {
  await page.evaluate(
    (brand) =>
      new Promise<void>((done) => {
        const channel = (
          window as {
            __STORYBOOK_ADDONS_CHANNEL__?: {
              once: (event: string, listener: () => void) => void;
              emit: (event: string, payload: unknown) => void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) throw new Error('No Storybook channel in the page');
        channel.once('storyRendered', () => done());
        channel.emit('updateGlobals', { globals: { brand } });
      }),
    brand,
  );
  await settled(page);
}

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ page }) => {
    await page.setViewportSize(WIDTHS[0]);
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=brand:${BRANDS[0]}`);
    await settled(page);
    for (const brand of BRANDS) {
      if (brand !== BRANDS[0]) await switchBrand(page, brand);
      for (const { name: widthName, width, height } of WIDTHS) {
        await page.setViewportSize({ width, height });
        await expect
          .soft(page, `${story.id} in ${brand} at ${width} px`)
          .toHaveScreenshot(`${story.id}--${brand}--${widthName}.png`);
      }
    }
  });
}
