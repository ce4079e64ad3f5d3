import { test as base, expect } from '@playwright/test';

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
export const test = base.extend<{ cspGuard: undefined }>({
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
});
