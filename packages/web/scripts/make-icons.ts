import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium';

/**
 * The install icons of the web app manifest (vite.config.ts) and the apple-touch-icon, drawn
 * from the favicon's brand mark (public/favicon.svg: the scales of justice, teal on navy) by the
 * system Chromium, and written to public/icons/. Run it again after a change of the mark:
 *   node_modules/.bin/tsx packages/web/scripts/make-icons.ts
 */

const PUBLIC_DIR = fileURLToPath(new URL('../public/', import.meta.url));

/** The favicon's 32-unit drawing: its navy and the scales' path, as the file has them. */
const favicon = readFileSync(`${PUBLIC_DIR}favicon.svg`, 'utf8');
const NAVY = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1];
const SCALES = /<path[^>]*\/>/.exec(favicon)?.[0];
if (NAVY === undefined || SCALES === undefined)
  throw new Error('public/favicon.svg no longer has the navy square and the scales this script draws from.');

interface Icon {
  readonly file: string;
  readonly size: number;
  readonly svg: string;
}

/** The favicon as it is, rounded corners and all: the launcher shows it on its own background. */
const roundedMark = favicon;

/**
 * The scales on navy to every edge, with `margin` units of the 32-unit drawing added around it.
 * A maskable icon is cropped by the launcher to a circle or a squircle, which keeps at least the
 * centred circle 80% of the side across; with a margin of 8 the scales (22 × 20 units, about 30
 * across their diagonal) span 30/48 = 62% of the side, inside that circle.
 */
const fullBleedMark = (margin: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-margin} ${-margin} ${32 + 2 * margin} ${32 + 2 * margin}">` +
  `<rect x="${-margin}" y="${-margin}" width="${32 + 2 * margin}" height="${32 + 2 * margin}" fill="${NAVY}"/>${SCALES}</svg>`;

const ICONS: readonly Icon[] = [
  { file: 'icon-192.png', size: 192, svg: roundedMark },
  { file: 'icon-512.png', size: 512, svg: roundedMark },
  { file: 'maskable-512.png', size: 512, svg: fullBleedMark(8) },
  // iOS puts the icon on its own rounded square and fills transparency with black: full bleed.
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleedMark(4) },
];

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  try {
    mkdirSync(`${PUBLIC_DIR}icons`, { recursive: true });
    for (const { file, size, svg } of ICONS) {
      const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
      const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`,
      );
      const png = await page.locator('svg').screenshot({ omitBackground: true });
      writeFileSync(`${PUBLIC_DIR}icons/${file}`, png);
      await page.close();
      console.log(`public/icons/${file} (${size} × ${size}, ${png.length} bytes)`);
    }
  } finally {
    await browser.close();
  }
}

await main();
