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
