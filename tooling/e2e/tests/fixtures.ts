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
export const test = base.extend<{ cspGuard: undefined; hydrationGuard: undefined }>({
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
      await use(undefined);
      expect(mismatches, 'hydration mismatches').toEqual([]);
    },
    { auto: true },
  ],
});
