import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider, type Services, ServicesProvider, type ShopIntl } from '../core';

/**
 * The contexts every page reads, the same on the server and in the browser. react-aria's own
 * words (a dialog's hidden 'Dismiss', a select's 'Select an option', a date field's segments)
 * follow I18nProvider, else the machine's locale: English on the server, the visitor's browser
 * language after hydration. The shop speaks Swedish to everyone.
 */
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
          <ServicesProvider services={services}>
            <I18nProvider locale="sv-SE">{children}</I18nProvider>
          </ServicesProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </IntlProvider>
  );
}
