import type { CommerceClient } from '@shop/commerce-client';
import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { createContext, type ReactNode, useContext } from 'react';
import type { Brand } from './brand';
import type { ContentSource } from './content-source';
import type { ActiveLocale } from './locale';
import type { Tracker } from './tracking';

export type Store = ReturnType<typeof createStore>;

/**
 * Everything the app holds outside React, created once by `app/` and handed
 * to every domain through React context and the router's context.
 *
 * The domains that own a controller add it here by declaration merging
 * (`session` adds `session`, `cart` adds `cart`), the way TanStack Router's
 * `Register` works: `core` never imports a domain, so the graph has no cycle,
 * and every domain still sees one typed `Services`.
 */
export interface Services {
  brand: Brand;
  /** Base URL of the commerce and search services; images and documents resolve against it. */
  commerceUrl: string;
  client: CommerceClient;
  /** The content service's pages, as view models (the server holds the tokens and the cache). */
  content: ContentSource;
  queryClient: QueryClient;
  store: Store;
  /** The server offers customer admins a punch-out test against the procurement simulator (browser only). */
  punchoutTest?: boolean;
  /** The language this page is in and its path prefix (content §4); Swedish with no prefix when unset. */
  locale?: ActiveLocale;
  /** Shopping events, behaviour events and error reporting (browser); none on the server or in tests. */
  tracking?: Tracker;
}

/** The router's context: route loaders and guards reach the services through it. */
export interface RouterContext {
  services: Services;
}

const ServicesContext = createContext<{ services: Services } | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={{ services }}>{children}</ServicesContext.Provider>;
}

/** The app's services (client, query cache, jotai store, session controller, cart door). */
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
