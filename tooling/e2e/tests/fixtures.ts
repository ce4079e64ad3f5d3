import { test as base, expect, type Page } from '@playwright/test';

export { expect };

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  page: string;
}

/**
 * The suite's `test`: Playwright's, with a guard that fails any test in
 * whose browser context the page's Content-Security-Policy refused
 * something (issue 15: zero CSP violations across the whole suite). The
 * browser's own `securitypolicyviolation` event is the witness, in every
 * page of the context, popups included.
 */
/**
 * The server's page is readable at once, but its scripts start only after its first paint
 * (issue 15): a button pressed before they have taken over does nothing yet. Waits for the
 * storefront's `html[data-hydrated]` after a page's HTML has loaded.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
}

/** `goto` and `reload` of this page wait for hydration when they land on one of the storefront's pages. */
function hydratingNavigation(page: Page): void {
  const settle = async (response: Awaited<ReturnType<Page['goto']>>) => {
    // A storefront page carries its runtime config (#shop-config); other sites' pages (the sandbox's) do not.
    if (
      response?.headers()['content-type']?.startsWith('text/html') &&
      (await page.locator('#shop-config').count()) > 0
    )
      await waitForHydration(page);
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => settle(await goto(url, options));
  page.reload = async (options) => settle(await reload(options));
}

export const test = base.extend<{
  cspGuard: undefined;
  hydrationGuard: undefined;
  /** The visitor's answer to the consent question, as a cookie; null: not answered (the banner shows). */
  consent: 'granted' | 'denied' | null;
  consentCookie: undefined;
}>({
  // Most journeys are those of a returning customer who answered the question long ago.
  consent: ['denied', { option: true }],
  consentCookie: [
    async ({ context, consent, baseURL }, use) => {
      if (consent && baseURL)
        await context.addCookies([{ name: 'shop_consent', value: consent, url: baseURL }]);
      await use(undefined);
    },
    { auto: true },
  ],
  cspGuard: [
    async ({ context }, use) => {
      const violations: Violation[] = [];
      await context.exposeBinding('__shopCspViolation', (_source, violation: Violation) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __shopCspViolation?: (v: unknown) => void })
            .__shopCspViolation;
          report?.({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: `${event.sourceFile}:${event.lineNumber}`,
            page: location.pathname,
          });
        });
      });
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * Fails any test in which React reported that the browser's first render did not match the
   * server's HTML (issue 15: no hydration mismatch on any page). The production build says it
   * as minified errors 418 (text or element), 423 and 425, or in words in development.
   */
  hydrationGuard: [
    async ({ context }, use) => {
      const mismatches: string[] = [];
      const watch = (page: Page) => {
        const note = (text: string) => {
          if (/Minified React error #(418|423|425)\b|[Hh]ydration failed|didn't match the client/.test(text))
            mismatches.push(`${new URL(page.url()).pathname}: ${text.slice(0, 200)}`);
        };
        page.on('pageerror', (error) => note(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') note(message.text());
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      context.pages().forEach(hydratingNavigation);
      context.on('page', hydratingNavigation);
      await use(undefined);
      expect(mismatches, 'hydration mismatches').toEqual([]);
    },
    { auto: true },
  ],
});
