/**
 * Debian's Chromium, as every browser test here drives it. Playwright's own
 * browser download cannot run on these machines; the test command installs
 * `/usr/bin/chromium` with apt-get when it is missing.
 */
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Without the background-networking flags Chromium floods the closed network with refused connections. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
