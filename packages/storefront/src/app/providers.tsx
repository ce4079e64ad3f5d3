import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { IntlProvider, type Services, ServicesProvider, type ShopIntl } from '../core';

/** The contexts every page reads, the same on the server and in the browser. */
export function AppProviders({
  intl,
  services,
  children,
}: {
  intl: ShopIntl;
  services: Services;
  children: ReactNode;
}) {
  return (
    <IntlProvider intl={intl}>
      <JotaiProvider store={services.store}>
        <QueryClientProvider client={services.queryClient}>
          <ServicesProvider services={services}>{children}</ServicesProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </IntlProvider>
  );
}
