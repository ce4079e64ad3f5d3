import { HeadContent, Scripts } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useServices } from '../core';

/**
 * The whole HTML document, rendered on the server and hydrated in the
 * browser (the root route's `shellComponent`, so an error or not-found page
 * still gets its `<html>`). The build's `<head>` (stylesheet, entry script,
 * font preload, nonce meta) is added by the server as the page streams out;
 * React leaves tags it did not render in `<head>` alone when it hydrates.
 */
export function Document({ children }: { children: ReactNode }) {
  const { services } = useServices();
  return (
    <html lang="sv" data-brand={services.brand.id}>
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
