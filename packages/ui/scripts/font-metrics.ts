// Prints the fallback-face figures of `themes.ts` (`arialFallback(...)`): for each brand face
// and weight, size-adjust = the width of a line of Swedish shop text in the brand face over its
// width in Liberation Sans (Arial's metrics), and ascent/descent-override = the brand face's
// font-box ascent and descent (em) over that. Measured in Chromium with canvas measureText.
//
//   pnpm --filter @shop/ui font-metrics
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright';

const FACES = {
  bygg: 'inter',
  konr: 'source-sans-3',
  kasp: 'ibm-plex-sans',
  opti: 'figtree',
} as const;
const SAMPLE =
  'Betongskruv för montering i betong och tegel, förpackning med 100 st. Pris 1 249,00 kr exkl. moms. ' +
  'Leverans till arbetsplatsen i Göteborg på onsdag. Hitta butik, Mina sidor, Varukorg, Snabblänkar, ' +
  'Kundtjänst öppettider 07–16. ÅÄÖ åäö';
const SIZE = 1000;

const require = createRequire(import.meta.url);
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const [brand, name] of Object.entries(FACES)) {
    const dir = dirname(require.resolve(`@fontsource-variable/${name}/package.json`));
    const woff2 = readFileSync(join(dir, 'files', `${name}-latin-wght-normal.woff2`)).toString('base64');
    const rows = await page.evaluate(
      async ({ woff2, sample, size }) => {
        const face = new FontFace('brand-face', `url(data:font/woff2;base64,${woff2})`, {
          weight: '100 900',
        });
        document.fonts.add(await face.load());
        const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
        const measure = (font: string) => {
          context.font = font;
          return context.measureText(sample);
        };
        const out: [number, number, number, number][] = [];
        for (const weight of [400, 600, 700]) {
          const brandText = measure(`${weight} ${size}px brand-face`);
          const arialText = measure(`${weight >= 600 ? 700 : 400} ${size}px 'Liberation Sans'`);
          const scale = brandText.width / arialText.width;
          out.push([
            weight,
            scale * 100,
            (brandText.fontBoundingBoxAscent / size / scale) * 100,
            (brandText.fontBoundingBoxDescent / size / scale) * 100,
          ]);
        }
        return out;
      },
      { woff2, sample: SAMPLE, size: SIZE },
    );
    const round = (n: number) => Math.round(n * 100) / 100;
    console.log(
      `${brand} (${name}): ${rows.map(([w, ...f]) => `${w}: [${f.map(round).join(', ')}]`).join('  ')}`,
    );
  }
} finally {
  await browser.close();
}
