import type { Document } from '@contentful/rich-text-types';
import type * as VM from './view-models';

/*
 * Mappers from entries as the `contentful` SDK answers them (links resolved
 * into nested entries and assets) to the view models.
 */

export interface SdkLinkLike {
  sys: { id: string; type: string; linkType?: string; contentType?: { sys: { id: string } } };
  fields?: Record<string, unknown>;
  metadata?: { tags?: { sys: { id: string } }[] };
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const bool = (v: unknown): boolean => v === true;
/** A resolved entry or asset (an unresolvable link has no fields). */
export const resolved = (v: unknown): v is SdkLinkLike & { fields: Record<string, unknown> } =>
  typeof v === 'object' && v !== null && 'sys' in v && typeof (v as SdkLinkLike).fields === 'object';
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
/** The entries a list of links resolves to; unresolvable links are left out. */
const linked = (v: unknown) => list(v).filter(resolved);

/** Contentful answers protocol-relative file urls (`//images…`): give them the service's protocol. */
function absoluteUrl(url: string, protocol: string): string {
  return url.startsWith('//') ? `${protocol}${url}` : url;
}

function sdkImage(v: unknown, protocol: string): VM.Image | null {
  if (!resolved(v)) return null;
  const file = v.fields.file as
    | { url?: string; details?: { image?: { width?: number; height?: number } } }
    | undefined;
  if (!file?.url) return null;
  return {
    id: v.sys.id,
    url: absoluteUrl(file.url, protocol),
    title: str(v.fields.title) ?? '',
    description: str(v.fields.description) ?? '',
    width: file.details?.image?.width ?? null,
    height: file.details?.image?.height ?? null,
  };
}

export function sdkLogo(entry: SdkLinkLike & { fields: Record<string, unknown> }, protocol: string): VM.Logo {
  const f = entry.fields;
  return {
    logo: sdkImage(f.logo, protocol),
    logoSmall: sdkImage(f.logoSmall, protocol),
    favicon: sdkImage(f.favicon, protocol),
    lightLogo: sdkImage(f.lightLogo, protocol),
    lightLogoSmall: sdkImage(f.lightLogoSmall, protocol),
  };
}

/** A site-wide banner: its id, whether it shows, and the named text fields (null where empty). */
function siteBanner<const K extends string>(
  entry: SdkLinkLike & { fields: Record<string, unknown> },
  texts: readonly K[],
): { id: string; active: boolean } & Record<K, string | null> {
  const f = entry.fields;
  return {
    id: entry.sys.id,
    active: bool(f.active),
    ...(Object.fromEntries(texts.map((key) => [key, str(f[key])])) as Record<K, string | null>),
  };
}

export const sdkAlertBanner = (entry: SdkLinkLike & { fields: Record<string, unknown> }): VM.AlertBanner =>
  siteBanner(entry, ['type', 'title', 'message', 'linkUrl', 'linkText', 'secondLinkUrl', 'secondLinkText']);

export const sdkInformationBanner = (
  entry: SdkLinkLike & { fields: Record<string, unknown> },
): VM.InformationBanner => siteBanner(entry, ['message', 'linkUrl', 'linkText', 'linkIcon']);

function navigationLinks(v: unknown): VM.NavigationLink[] {
  return linked(v).map((l) => ({
    id: l.sys.id,
    title: str(l.fields.title) ?? '',
    url: str(l.fields.url) ?? '',
    icon: str(l.fields.icon),
  }));
}

export function sdkHeader(entry: SdkLinkLike & { fields: Record<string, unknown> }): VM.Header {
  return {
    id: entry.sys.id,
    name: str(entry.fields.name) ?? '',
    links: navigationLinks(entry.fields.links),
    usps: list(entry.fields.usps).filter((u): u is string => typeof u === 'string'),
  };
}

export function sdkFooter(entry: SdkLinkLike & { fields: Record<string, unknown> }): VM.Footer {
  return {
    id: entry.sys.id,
    name: str(entry.fields.name) ?? '',
    columns: linked(entry.fields.columns).map((c) => ({
      id: c.sys.id,
      title: str(c.fields.title) ?? '',
      links: navigationLinks(c.fields.links),
    })),
    socialLinks: navigationLinks(entry.fields.socialLinks),
    bottomText: str(entry.fields.bottomText),
  };
}

export function sdkOurServicesMenu(
  entry: SdkLinkLike & { fields: Record<string, unknown> },
): VM.OurServicesMenu {
  return {
    id: entry.sys.id,
    title: str(entry.fields.title) ?? '',
    items: navigationLinks(entry.fields.items),
  };
}

function sdkRichText(v: unknown, protocol: string): VM.RichText | null {
  const doc = v as Document | undefined;
  if (doc?.nodeType !== 'document') return null;
  // With the SDK, embedded targets are resolved inside the document itself.
  const entries: Record<string, VM.EmbeddedEntry> = {};
  const assets: Record<string, VM.Image> = {};
  const walk = (node: { data?: { target?: unknown }; content?: unknown[] }) => {
    const target = node.data?.target;
    if (resolved(target)) {
      if (target.sys.type === 'Asset') {
        const img = sdkImage(target, protocol);
        if (img) assets[target.sys.id] = img;
      } else {
        const type = target.sys.contentType?.sys.id;
        const f = target.fields;
        entries[target.sys.id] =
          type === 'button'
            ? {
                kind: 'button',
                id: target.sys.id,
                text: str(f.text) ?? '',
                url: str(f.url) ?? '',
                variant: str(f.variant),
                size: str(f.size),
                inline: bool(f.inline),
                shape: str(f.shape),
                icon: str(f.icon),
              }
            : type === 'contentPage'
              ? { kind: 'page', id: target.sys.id, title: str(f.title) ?? '', slug: str(f.slug) ?? '' }
              : { kind: 'other', id: target.sys.id, type: type ?? 'Entry' };
      }
    }
    for (const child of node.content ?? []) walk(child as typeof node);
  };
  walk(doc as unknown as { content?: unknown[] });
  return { document: doc, entries, assets };
}

function sdkBanner(v: unknown, protocol: string): VM.Banner | null {
  if (!resolved(v)) return null;
  const f = v.fields;
  return {
    id: v.sys.id,
    name: str(f.name) ?? '',
    title: str(f.title),
    icon: sdkImage(f.icon, protocol),
    textRow1: str(f.textRow1),
    textRow2: str(f.textRow2),
    contentImage: sdkImage(f.contentImage, protocol),
    image: sdkImage(f.image, protocol),
    template: str(f.template),
    linkUrl: str(f.linkUrl),
    isExternalLink: bool(f.isExternalLink),
    marketingId: str(f.marketingId),
    creative: str(f.creative),
  };
}

export function sdkListingPage(
  entry: SdkLinkLike & { fields: Record<string, unknown> },
  protocol: string,
  tagNames: Record<string, string>,
): VM.ContentListingPage {
  const f = entry.fields;
  const tagsOf = (e: SdkLinkLike) =>
    (e.metadata?.tags ?? []).map((t) => ({ id: t.sys.id, name: tagNames[t.sys.id] ?? t.sys.id }));
  const items = linked(f.content).map((page) => ({
    id: page.sys.id,
    slug: str(page.fields.slug) ?? '',
    title: str(page.fields.title) ?? '',
    preTitle: str(page.fields.preTitle),
    thumbnail: sdkImage(page.fields.thumbnail, protocol),
    ingress: sdkRichText(page.fields.ingress, protocol),
    banner: sdkBanner(page.fields.banner, protocol),
    tags: tagsOf(page),
    authenticatedOnly: bool(page.fields.authenticatedOnly),
  }));
  return {
    id: entry.sys.id,
    slug: str(f.slug) ?? '',
    title: str(f.title) ?? '',
    desktopHero: sdkImage(f.heroDesktop, protocol),
    mobileHero: sdkImage(f.heroMobile, protocol),
    overlay: bool(f.overlay),
    icon: sdkImage(f.icon, protocol),
    ingress: sdkRichText(f.ingress, protocol),
    metaDescription: str(f.metaDescription),
    tagOrder: list(f.tagOrder).filter((t): t is string => typeof t === 'string'),
    tags: tagsOf(entry),
    items,
    total: items.length,
  };
}
