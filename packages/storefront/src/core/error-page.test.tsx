// @vitest-environment happy-dom

import { createRoute } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderRoutes, testServices } from '../test/render';
import { ErrorPage } from './error-page';

afterEach(async () => {
  await cleanup();
});

/** A page whose loader fails with `status`, shown by the shop's error page (§2). */
const failingWith = (status: number) => (root: Parameters<Parameters<typeof renderRoutes>[0]>[0]) => [
  createRoute({
    getParentRoute: () => root,
    path: '/trasig',
    loader: () => {
      throw Object.assign(new Error(`failed with ${status}`), { status });
    },
    errorComponent: ErrorPage,
    component: () => <p>Aldrig</p>,
  }),
];

describe('ErrorPage (§2)', () => {
  it.each([
    [503, 'Vi ber om ursäkt', 'Sidan kan inte visas just nu. Försök igen senare.'],
    [429, 'Vi ber om ursäkt', 'Sidan kan inte visas just nu. Försök igen senare.'],
  ])(
    'gives any status but 404 and 500 (%i) the generic apology and try-again-later',
    async (status, headline, reason) => {
      const view = await renderRoutes(failingWith(status), { services: testServices({}), path: '/trasig' });
      expect(await view.findByRole('heading', { level: 1, name: headline })).toBeTruthy();
      expect(view.getByText(reason)).toBeTruthy();
      expect(view.getByText(String(status))).toBeTruthy();
      // The way on: the start page (no in-app navigation came before it).
      expect(view.getByRole('link', { name: /startsidan/i })).toBeTruthy();
    },
  );

  it('gives 500 its own headline', async () => {
    const view = await renderRoutes(failingWith(500), { services: testServices({}), path: '/trasig' });
    expect(await view.findByText('500')).toBeTruthy();
    expect(view.queryByText('Vi ber om ursäkt')).toBeNull();
  });
});
