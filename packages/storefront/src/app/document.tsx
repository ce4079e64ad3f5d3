import { HeadContent, Scripts } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { useServices } from '../core';

/** Set on `<html>` once the browser has hydrated the server's page. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * The whole HTML document, rendered on the server and hydrated in the
 * browser (the root route's `shellComponent`, so an error or not-found page
 * still gets its `<html>`). The build's `<head>` (stylesheet, entry script,
 * nonce meta) is added by the server as the page streams out;
 * React leaves tags it did not render in `<head>` alone when it hydrates.
 */
export function Document({ children }: { children: ReactNode }) {
  const { services } = useServices();
  // The page's scripts start after its first paint: `data-hydrated` says they have taken over
  // (end-to-end tests wait for it before they press a button).
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return (
    <html lang={services.locale?.htmlLang ?? 'sv'} data-brand={services.brand.id}>
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}
