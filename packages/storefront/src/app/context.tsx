import { createContext, type ReactNode, useContext } from 'react';
import type { Queries } from './queries';
import type { Services } from './services';

const ServicesContext = createContext<{ services: Services; queries: Queries } | null>(null);

export function ServicesProvider({
  services,
  queries,
  children,
}: {
  services: Services;
  queries: Queries;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={{ services, queries }}>{children}</ServicesContext.Provider>;
}

/** The app's services (client, query cache, session controller) and query factories. */
export function useServices() {
  const value = useContext(ServicesContext);
  if (!value) throw new Error('useServices() needs a <ServicesProvider> above it');
  return value;
}

/** Images and documents of the services come as paths on their host: resolve them there. */
export function useAssetUrl() {
  const { services } = useServices();
  return (url: string) => {
    try {
      const resolved = new URL(url, services.commerceUrl);
      return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : '';
    } catch {
      return '';
    }
  };
}
