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

/** React's own errors as the production build logs them (minified), or in words in development. */
const REACT_ERROR =
  /\[shop\] React (?:caught|recovered)|Minified React error #\d+|react\.dev\/errors\/\d+|[Hh]ydration failed|didn't match the client|An error occurred during (?:concurrent )?rendering|The above error occurred in/;
const HYDRATION = /[Hh]ydration|didn't match the client/;

export const test = base.extend<{
  cspGuard: undefined;
  pageErrorGuard: undefined;
  /** Page errors this test causes on purpose (an error page's journey), by message. */
  expectedPageErrors: readonly RegExp[];
  /** The visitor's answer to the consent question, as a cookie; null: not answered (the banner shows). */
  consent: 'granted' | 'denied' | null;
  consentCookie: undefined;
}>({
  expectedPageErrors: [[], { option: true }],
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
   * Fails any test in whose pages a script threw and nobody caught it (`pageerror`, also what
   * React reports with `reportError`), or React logged an error to the console: a hydration
   * mismatch (#418, #423, #425), a render that failed during concurrent rendering and was
   * retried synchronously (#520), a part that threw and shows its error boundary instead (the
   * app logs both with its `[shop] React` mark), or any other. A test whose journey makes a
   * page fail on purpose names what it expects with `expectedPageErrors`.
   */
  pageErrorGuard: [
    async ({ context, expectedPageErrors }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        const note = (kind: string, text: string) => {
          if (expectedPageErrors.some((pattern) => pattern.test(text))) return;
          let path = page.url();
          try {
            path = new URL(path).pathname;
          } catch {
            // about:blank
          }
          errors.push(`${path}: ${kind}: ${text.slice(0, 300)}`);
        };
        page.on('pageerror', (error) => note('uncaught', `${error.name}: ${error.message}`));
        page.on('console', (message) => {
          const text = message.text();
          if (message.type() === 'error' && REACT_ERROR.test(text)) note('console', text);
          else if (message.type() === 'warning' && HYDRATION.test(text)) note('console', text);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      context.pages().forEach(hydratingNavigation);
      context.on('page', hydratingNavigation);
      await use(undefined);
      expect(errors, 'uncaught page errors and React errors').toEqual([]);
    },
    { auto: true },
  ],
});
