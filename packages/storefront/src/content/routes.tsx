import type { ContentListingPage, ContentPage, FrontPage } from '@shop/cms';
import { pickRandomIndex } from '@shop/ui';
import { createRoute, isRedirect, notFound } from '@tanstack/react-router';
import { catalogueQueries } from '../catalogue';
import {
  ContentError,
  contentQueries,
  lazyPage,
  onServer,
  type RouterContext,
  type ShopRootRoute,
  safeReturnPath,
  stringParam,
} from '../core';
import { requireAuth, sessionAtom } from '../session';

/** What a content route puts in `<head>`: title, description, canonical link, Open Graph. */
export interface ContentHead {
  title: string;
  description: string | null;
  canonical: string | null;
  image: string | null;
}

function headTags(head: ContentHead | undefined, brandName: string) {
  if (!head) return {};
  const title = head.title ? `${head.title} – ${brandName}` : brandName;
  const meta: (
    | { title: string }
    | { name: string; content: string }
    | { property: string; content: string }
  )[] = [
    { title },
    { property: 'og:title', content: head.title || brandName },
    { property: 'og:type', content: 'website' },
  ];
  if (head.description) {
    meta.push({ name: 'description', content: head.description });
    meta.push({ property: 'og:description', content: head.description });
  }
  if (head.image) meta.push({ property: 'og:image', content: head.image });
  if (head.canonical) meta.push({ property: 'og:url', content: head.canonical });
  return { meta, links: head.canonical ? [{ rel: 'canonical', href: head.canonical }] : [] };
}

/** Only a path of this shop or an http(s) address is a canonical link. */
function canonicalOf(link: string | null): string | null {
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Random banners: one item per section, picked on the server; the browser keeps the pick (loader data). */
function randomChoices(sections: FrontPage['sections'] | ContentPage['sections']): Record<string, number> {
  const choices: Record<string, number> = {};
  for (const section of sections)
    if (section.kind === 'RandomBanners') choices[section.id] = pickRandomIndex(section.items.length);
  return choices;
}

const isNotFound = (error: unknown) => error instanceof ContentError && error.status === 404;

/** A content page's loader: 404 when missing, sign-in first when it is for customers only. */
async function loadPage(
  context: RouterContext,
  location: { href: string },
  slug: string,
  listingSlug: string | null,
) {
  const { services } = context;
  let page: ContentPage;
  try {
    page = await services.queryClient.ensureQueryData(contentQueries.page(services.content, slug));
  } catch (error) {
    // The server refuses a customers-only page to a visitor: sign in, then back here.
    if (error instanceof ContentError && error.status === 401) {
      await requireAuth({ context, location });
    }
    throw error;
  }
  // A page held by listing pages lives under one of them; under another listing it does not exist.
  if (listingSlug !== null && !page.listingPages.some((listing) => listing.slug === listingSlug))
    throw notFound();
  // `authenticatedOnly` follows the requiresAuth rule of storefront-core §2 (see the README).
  if (page.authenticatedOnly) await requireAuth({ context, location });
  const head: ContentHead = {
    title: page.title,
    description: page.metaDescription,
    canonical: canonicalOf(page.canonicalLink),
    image: page.hero?.desktopImage?.url ?? page.thumbnail?.url ?? null,
  };
  return { kind: 'page' as const, slug, head, choices: randomChoices(page.sections) };
}

function listingHead(listing: ContentListingPage): ContentHead {
  return {
    title: listing.title,
    description: listing.metaDescription,
    canonical: `/${listing.slug}`,
    image: listing.desktopHero?.url ?? null,
  };
}

export interface ListingSearch {
  tag?: string;
  page?: number;
}

/** The start page, content and listing pages, and the retailers, from the content service. */
export function contentRoutes(root: ShopRootRoute) {
  const index = createRoute({
    getParentRoute: () => root,
    path: '/',
    staticData: { name: 'index' },
    // `login: undefined`, not a missing key: a route's search is its parent's merged with what this
    // returns, and the root passes every raw parameter on, so a refused value must be overwritten.
    validateSearch: (search: Record<string, unknown>): { login?: string | undefined } => ({
      login: safeReturnPath(stringParam(search.login)) ?? undefined,
    }),
    // The category tiles, campaigns and the content service's front page are in the server's
    // HTML (no shift when they would arrive after the first paint); a failing part is the page's to show.
    loader: async ({ context }) => {
      const { client, content, queryClient, store } = context.services;
      const session = store.get(sessionAtom);
      const front = queryClient.ensureQueryData(contentQueries.frontPage(content));
      const wanted = Promise.allSettled([
        queryClient.ensureQueryData(catalogueQueries.menu(client, session.assortment.name)),
        queryClient.ensureQueryData(catalogueQueries.campaigns(client, session.status === 'signed-in')),
        front,
      ]);
      if (!onServer) {
        const none: Record<string, number> = {};
        return { choices: none, head: undefined };
      }
      await wanted;
      const page = await front.catch(() => null);
      const head: ContentHead | undefined = page
        ? {
            title: '',
            description: page.metaDescription,
            canonical: '/',
            image: page.hero?.desktopImage?.url ?? null,
          }
        : undefined;
      return { choices: page ? randomChoices(page.sections) : {}, head };
    },
    head: ({ loaderData, match }) => headTags(loaderData?.head, match.context.services.brand.name),
    component: lazyPage(() => import('./start-page'), 'StartPage'),
  });

  const retailers = createRoute({
    getParentRoute: () => root,
    path: '/aterforsaljare',
    staticData: { name: 'aterforsaljare' },
    loader: async ({ context: { services } }) => {
      await services.queryClient.ensureQueryData(contentQueries.retailers(services.content));
    },
    // Every key is returned, undefined when refused: see the start route.
    validateSearch: (search: Record<string, unknown>): { q?: string | undefined } => ({
      q: stringParam(search.q)?.slice(0, 100) || undefined,
    }),
    component: lazyPage(() => import('./retailers-page'), 'RetailersPage'),
  });

  const content = createRoute({
    getParentRoute: () => root,
    path: '/$slug',
    staticData: { name: 'slug' },
    validateSearch: (search: Record<string, unknown>): ListingSearch => {
      const tag = stringParam(search.tag)?.slice(0, 60);
      const page = Number(stringParam(search.page));
      return {
        tag: tag || undefined,
        page: Number.isInteger(page) && page > 1 && page < 1000 ? page : undefined,
      };
    },
    loader: async ({ context, params, location }) => {
      try {
        return await loadPage(context, location, params.slug, null);
      } catch (error) {
        if (isRedirect(error) || !isNotFound(error)) throw error;
      }
      // Not a content page: a listing page with this slug, or nothing.
      const { services } = context;
      try {
        const listing = await services.queryClient.ensureQueryData(
          contentQueries.listing(services.content, params.slug),
        );
        return { kind: 'listing' as const, slug: params.slug, head: listingHead(listing), choices: {} };
      } catch (error) {
        if (isNotFound(error)) throw notFound();
        throw error;
      }
    },
    head: ({ loaderData, match }) => headTags(loaderData?.head, match.context.services.brand.name),
    component: lazyPage(() => import('./content-pages'), 'SlugPage'),
  });

  const contentChild = createRoute({
    getParentRoute: () => root,
    path: '/$slug/$contentSlug',
    staticData: { name: 'slug-contentSlug' },
    loader: async ({ context, params, location }) => {
      try {
        return await loadPage(context, location, params.contentSlug, params.slug);
      } catch (error) {
        if (isNotFound(error)) throw notFound();
        throw error;
      }
    },
    head: ({ loaderData, match }) => headTags(loaderData?.head, match.context.services.brand.name),
    component: lazyPage(() => import('./content-pages'), 'ChildContentPage'),
  });
  return { index, pages: [retailers, content, contentChild] as const };
}
