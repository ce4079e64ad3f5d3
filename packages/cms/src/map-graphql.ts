import type { Document } from '@contentful/rich-text-types';
import type { ResultOf } from './graphql';
import type * as Q from './queries';
import type * as VM from './view-models';

/* Mappers from the typed GraphQL results to the view models. */

type ImageData = ResultOf<typeof Q.ImageFields>;
type EmbeddedData = ResultOf<typeof Q.EmbeddedEntryFields>;
interface RichTextData {
  json: unknown;
  links: {
    entries: {
      inline: (EmbeddedData | null)[];
      block: (EmbeddedData | null)[];
      hyperlink: (EmbeddedData | null)[];
    };
    assets: { block: (ImageData | null)[]; hyperlink: (ImageData | null)[] };
  };
}

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;
const items = <T>(collection: { items: (T | null)[] } | null | undefined): T[] =>
  (collection?.items ?? []).filter(present);

function image(data: ImageData | null | undefined): VM.Image | null {
  if (!data?.url) return null;
  return {
    id: data.sys.id,
    url: data.url,
    title: data.title ?? '',
    description: data.description ?? '',
    width: data.width ?? null,
    height: data.height ?? null,
  };
}

function embeddedEntry(data: EmbeddedData): VM.EmbeddedEntry {
  if (data.__typename === 'Button') {
    return {
      kind: 'button',
      id: data.sys.id,
      text: data.text ?? '',
      url: data.url ?? '',
      variant: data.variant ?? null,
      size: data.size ?? null,
      inline: data.inline ?? false,
      shape: data.shape ?? null,
      icon: data.icon ?? null,
    };
  }
  if (data.__typename === 'ContentPage') {
    return { kind: 'page', id: data.sys.id, title: data.title ?? '', slug: data.slug ?? '' };
  }
  return { kind: 'other', id: data.sys.id, type: data.__typename };
}

function richText(data: RichTextData | null | undefined): VM.RichText | null {
  const json = data?.json as Document | undefined;
  if (!data || json?.nodeType !== 'document') return null;
  const entries: Record<string, VM.EmbeddedEntry> = {};
  const assets: Record<string, VM.Image> = {};
  const { inline, block, hyperlink } = data.links.entries;
  for (const entry of [...inline, ...block, ...hyperlink].filter(present)) {
    entries[entry.sys.id] = embeddedEntry(entry);
  }
  for (const asset of [...data.links.assets.block, ...data.links.assets.hyperlink].filter(present)) {
    const mapped = image(asset);
    if (mapped) assets[asset.sys.id] = mapped;
  }
  return { document: json, entries, assets };
}

export function hero(data: ResultOf<typeof Q.HeroFields> | null | undefined): VM.Hero | null {
  if (!data) return null;
  return {
    id: data.sys.id,
    title: data.title ?? '',
    titleFontSize: data.titleFontSize ?? null,
    slug: data.slug ?? null,
    description: data.description ?? null,
    overlay: data.overlay ?? false,
    desktopImage: image(data.heroDesktop),
    mobileImage: image(data.heroMobile),
    icon: image(data.icon),
  };
}

function banner(data: ResultOf<typeof Q.BannerFields> | null | undefined): VM.Banner | null {
  if (!data) return null;
  return {
    id: data.sys.id,
    name: data.name ?? '',
    title: data.title ?? null,
    icon: image(data.icon),
    textRow1: data.textRow1 ?? null,
    textRow2: data.textRow2 ?? null,
    contentImage: image(data.contentImage),
    image: image(data.image),
    template: data.template ?? null,
    linkUrl: data.linkUrl ?? null,
    isExternalLink: data.isExternalLink ?? false,
    marketingId: data.marketingId ?? null,
    creative: data.creative ?? null,
  };
}

function contact(data: ResultOf<typeof Q.ContactFields>): VM.Contact {
  return {
    id: data.sys.id,
    role: data.role ?? null,
    name: data.name ?? '',
    phone: data.phone ?? null,
    email: data.email ?? null,
    image: image(data.image),
  };
}

const head = (data: {
  sys: { id: string };
  title?: string | null;
  icon?: ImageData | null;
  backgroundColor?: string | null;
}) => ({
  id: data.sys.id,
  title: data.title ?? null,
  icon: image(data.icon),
  backgroundColor: data.backgroundColor ?? null,
});

type SectionData =
  | ResultOf<typeof Q.LargeSectionFields>
  | ResultOf<typeof Q.SubBannersFields>
  | ResultOf<typeof Q.RandomBannersFields>
  | ResultOf<typeof Q.MarketingBannersFields>
  | ResultOf<typeof Q.ContentBannersFields>
  | ResultOf<typeof Q.SelectedProductsFields>
  | ResultOf<typeof Q.AssortmentIconsFields>
  | ResultOf<typeof Q.ServiceCardsFields>
  | ResultOf<typeof Q.AccountApplicationFields>
  | ResultOf<typeof Q.ContactCardsFields>
  | ResultOf<typeof Q.ImageSetOfThreeFields>
  | ResultOf<typeof Q.ImageSingleFields>
  | ResultOf<typeof Q.InfoBlockFields>
  | ResultOf<typeof Q.TextAndMediaFields>
  | ResultOf<typeof Q.TextBlockFields>
  | ResultOf<typeof Q.VideoFields>
  | ResultOf<typeof Q.AccordionsFields>;

export function infoBlock(data: ResultOf<typeof Q.InfoBlockFields>): VM.InfoBlock {
  return {
    kind: 'InfoBlock',
    id: data.sys.id,
    title: data.infoBlockTitle ?? '',
    text: richText(data.infoBlockText),
    icon: image(data.icon),
    backgroundColor: data.backgroundColor ?? null,
  };
}
export function textAndMedia(data: ResultOf<typeof Q.TextAndMediaFields>): VM.TextAndMedia {
  return {
    kind: 'TextAndMedia',
    id: data.sys.id,
    title: data.textMediaTitle ?? '',
    text: richText(data.text),
    image: image(data.image),
    imagePosition: data.imagePosition === 'left' ? 'left' : 'right',
    backgroundColor: data.backgroundColor ?? null,
  };
}
export function textBlock(data: ResultOf<typeof Q.TextBlockFields>): VM.TextBlock {
  return {
    kind: 'TextBlock',
    id: data.sys.id,
    title: data.title ?? null,
    text: richText(data.bodyTextSecondary),
    backgroundColor: data.backgroundColor ?? null,
  };
}

const assortmentItem = (i: {
  sys: { id: string };
  title: string | null;
  icon: ImageData | null;
  linkUrl: string | null;
}) => ({ id: i.sys.id, title: i.title ?? '', icon: image(i.icon), linkUrl: i.linkUrl ?? null });
const service = (i: {
  sys: { id: string };
  title: string | null;
  description: string | null;
  icon: ImageData | null;
  linkUrl: string | null;
}): VM.Service => ({
  id: i.sys.id,
  title: i.title ?? '',
  description: i.description ?? null,
  icon: image(i.icon),
  linkUrl: i.linkUrl ?? null,
});

/** One section of any page; null for a kind this client does not know (a newer content model). */
function section(data: SectionData | { __typename: string }): VM.Section | null {
  const d = data as SectionData;
  switch (d.__typename) {
    case 'LargeSection':
      return {
        kind: 'LargeSection',
        ...head(d),
        subHero: d.subHero
          ? {
              title: d.subHero.title ?? '',
              text: d.subHero.text ?? null,
              buttonText: d.subHero.buttonText ?? null,
              buttonLink: d.subHero.buttonLink ?? null,
              image: image(d.subHero.image),
              linkUrl: d.subHero.linkUrl ?? null,
              isExternalLink: d.subHero.isExternalLink ?? false,
              template: d.subHero.template ?? null,
            }
          : null,
      };
    case 'SubBanners':
      return {
        kind: 'SubBanners',
        ...head(d),
        name: d.name ?? '',
        items: items(d.itemsCollection).map(banner).filter(present),
      };
    case 'ContentBanners':
      return {
        kind: 'ContentBanners',
        ...head(d),
        items: items(d.itemsCollection).map(banner).filter(present),
      };
    case 'RandomBanners':
      return {
        kind: 'RandomBanners',
        ...head(d),
        items: items(d.itemsCollection).map((i) => ({
          id: i.sys.id,
          title: i.title ?? '',
          preTitle: i.preTitle ?? null,
          text: i.text ?? null,
          contentImage: image(i.contentImage),
          buttonText: i.buttonText ?? null,
          linkUrl: i.linkUrl ?? null,
          isExternalLink: i.isExternalLink ?? false,
          template: i.template ?? null,
          marketingId: i.marketingId ?? null,
          creative: i.creative ?? null,
        })),
      };
    case 'MarketingBanners':
      return {
        kind: 'MarketingBanners',
        ...head(d),
        name: d.name ?? '',
        items: items(d.itemsCollection).map((i) => ({
          id: i.sys.id,
          metaTitle: i.metaTitle ?? '',
          metaDescription: i.metaDescription ?? null,
          desktopImage: image(i.bannerDesktop),
          mobileImage: image(i.bannerMobile),
          linkUrl: i.linkUrl ?? null,
          isExternalLink: i.isExternalLink ?? false,
          weight: i.weight ?? 0,
          marketingId: i.marketingId ?? null,
          creative: i.creative ?? null,
        })),
      };
    case 'SelectedProducts':
      return {
        kind: 'SelectedProducts',
        id: d.sys.id,
        name: d.name ?? '',
        title: d.title ?? null,
        selectedProductsId: d.selectedProductsId ?? '',
        articleNumbers: (d.articleNumbers ?? []).filter(present),
      };
    case 'AssortmentIcons':
      return { kind: 'AssortmentIcons', ...head(d), items: items(d.itemsCollection).map(assortmentItem) };
    case 'ServiceCards':
      return { kind: 'ServiceCards', ...head(d), items: items(d.itemsCollection).map(service) };
    case 'AccountApplication':
      return {
        kind: 'AccountApplication',
        ...head(d),
        text: richText(d.text),
        formId: d.form?.sys.id ?? null,
      };
    case 'ContactCards':
      return { kind: 'ContactCards', ...head(d), items: items(d.itemsCollection).map(contact) };
    case 'ImageSetOfThree':
      return {
        kind: 'ImageSetOfThree',
        ...head(d),
        images: items(d.imagesCollection).map(image).filter(present),
      };
    case 'ImageSingle':
      return { kind: 'ImageSingle', ...head(d), image: image(d.image), caption: d.caption ?? null };
    case 'InfoBlock':
      return infoBlock(d);
    case 'TextAndMedia':
      return textAndMedia(d);
    case 'TextBlock':
      return textBlock(d);
    case 'Video':
      return { kind: 'Video', ...head(d), videoUrl: d.videoUrl ?? '', thumbnail: image(d.thumbnail) };
    case 'Accordions':
      return {
        kind: 'Accordions',
        ...head(d),
        items: items(d.itemsCollection).map((i) => ({
          id: i.sys.id,
          title: i.title ?? '',
          body: richText(i.body),
        })),
      };
    default:
      return null;
  }
}

/** Sections in order, without links that did not resolve and kinds this client does not know. */
function sections<T extends VM.Section>(
  collection: { items: ({ __typename: string } | null)[] } | null | undefined,
): T[] {
  return (collection?.items ?? [])
    .filter(present)
    .map((s) => section(s))
    .filter(present) as T[];
}

function specialHours(value: unknown): VM.SpecialOpeningHours[] {
  const list = (value as { items?: unknown } | null)?.items;
  if (!Array.isArray(list)) return [];
  return list
    .filter((i): i is Record<string, unknown> => typeof i === 'object' && i !== null)
    .map((i) => ({ date: String(i.date ?? ''), label: String(i.label ?? ''), hours: String(i.hours ?? '') }));
}

const location = (l: { lat: number | null; lon: number | null } | null | undefined) =>
  l && typeof l.lat === 'number' && typeof l.lon === 'number' ? { lat: l.lat, lon: l.lon } : null;

export function storeDetails(d: ResultOf<typeof Q.StoreDetailsFields>): VM.StoreDetails {
  return {
    id: d.sys.id,
    storeId: d.storeId ?? '',
    name: d.name ?? '',
    address: d.address ?? null,
    phone: d.phone ?? null,
    email: d.email ?? null,
    label: d.label ?? null,
    location: location(d.location),
    openingHours: {
      monday: d.openingHoursMondays ?? null,
      tuesday: d.openingHoursTuesdays ?? null,
      wednesday: d.openingHoursWednesdays ?? null,
      thursday: d.openingHoursThursdays ?? null,
      friday: d.openingHoursFridays ?? null,
      saturday: d.openingHoursSaturdays ?? null,
      sunday: d.openingHoursSundays ?? null,
    },
    specialOpeningHoursWeekdays: specialHours(d.specialOpeningHoursWeekdays),
    specialOpeningHoursWeekends: specialHours(d.specialOpeningHoursWeekends),
    infobox: richText(d.infobox),
    assortments: items(d.assortmentsCollection).map(assortmentItem),
    services: items(d.servicesCollection).map(service),
    storeActivities: items(d.storeActivitiesCollection).map((a) => ({
      id: a.sys.id,
      title: a.title ?? '',
      date: a.date ?? null,
      description: a.description ?? null,
      image: image(a.image),
    })),
    contactsSectionTitle: d.contactsSectionTitle ?? null,
    contacts: items(d.contactsCollection).map(contact),
    phoneNumbers: items(d.phoneNumbersCollection).map(contact),
  };
}

export function retailer(r: {
  sys: { id: string };
  name: string | null;
  address: string | null;
  location: { lat: number | null; lon: number | null } | null;
  offerings: (string | null)[] | null;
  link: string | null;
}): VM.Retailer {
  return {
    id: r.sys.id,
    name: r.name ?? '',
    address: r.address ?? null,
    location: location(r.location),
    offerings: (r.offerings ?? []).filter(present),
    link: r.link ?? null,
  };
}

function tags(
  meta: { tags: ({ id: string | null; name: string | null } | null)[] } | null | undefined,
): VM.Tag[] {
  return (meta?.tags ?? []).filter(present).map((t) => ({ id: t.id ?? '', name: t.name ?? t.id ?? '' }));
}

/** The item type of a query's collection field (`storePageCollection` → one store page). */
type ItemOf<Query, Field extends keyof Query> = NonNullable<
  NonNullable<Query[Field]> extends { items: (infer T)[] } ? T : never
>;

export function frontPage(
  page: ItemOf<ResultOf<typeof Q.GET_FRONT_PAGE>, 'frontPageCollection'>,
): VM.FrontPage {
  return {
    id: page.sys.id,
    name: page.name ?? '',
    metaDescription: page.metaDescription ?? null,
    hero: hero(page.hero),
    sections: sections<VM.FrontPageSection>(page.sectionsCollection),
  };
}

/** A store page; `storeId` is what was asked for, in case the entry has none. */
export function storePage(
  page: ItemOf<ResultOf<typeof Q.GET_STORE_PAGE>, 'storePageCollection'>,
  storeId: string,
): VM.StorePage {
  return {
    id: page.sys.id,
    storeId: page.storeId ?? storeId,
    title: page.title ?? '',
    ingress: richText(page.ingress),
    bodyTextPrimary: richText(page.bodyTextPrimary),
    desktopHero: image(page.heroDesktop),
    mobileHero: image(page.heroMobile),
    details: page.storeDetails ? storeDetails(page.storeDetails) : null,
    sections: sections<VM.StorePageSection>(page.sectionsCollection),
  };
}

/** A content page; `slug` is what was asked for, in case the entry has none. */
export function contentPage(
  p: ItemOf<ResultOf<typeof Q.GET_CONTENT_PAGE>, 'contentPageCollection'>,
  slug: string,
): VM.ContentPage {
  return {
    id: p.sys.id,
    title: p.title ?? '',
    preTitle: p.preTitle ?? null,
    slug: p.slug ?? slug,
    showSidebar: p.showSidebar ?? false,
    ingress: richText(p.ingress),
    metaDescription: p.metaDescription ?? null,
    canonicalLink: p.canonicalLink ?? null,
    bodyTextPrimary: richText(p.bodyTextPrimary),
    displayContacts: p.displayContacts ?? false,
    excludeFromSearch: p.excludeFromSearch ?? false,
    authenticatedOnly: p.authenticatedOnly ?? false,
    categorySectionTitle: p.categorySectionTitle ?? null,
    categorySectionIcon: image(p.categorySectionIcon),
    categories: (p.categories ?? []).filter(present),
    hero: hero(p.hero),
    thumbnail: image(p.thumbnail),
    listingPages: items(p.linkedFrom.contentListingPageCollection).map((l) => ({
      slug: l.slug ?? '',
      title: l.title ?? '',
    })),
    sections: sections<VM.PageSection>(p.sectionsCollection),
    banner: banner(p.banner),
  };
}

type ListingItem = NonNullable<
  NonNullable<
    NonNullable<ResultOf<typeof Q.GET_CONTENT_LISTING_PAGE_ITEMS>['contentListingPage']>['contentCollection']
  >['items'][number]
>;

/** One item of a listing page: the content page it lists. */
function listingItem(i: ListingItem): VM.ContentListingPage['items'][number] {
  return {
    id: i.sys.id,
    slug: i.slug ?? '',
    title: i.title ?? '',
    preTitle: i.preTitle ?? null,
    thumbnail: image(i.thumbnail),
    ingress: richText(i.ingress),
    banner: banner(i.banner),
    tags: tags(i.contentfulMetadata),
    authenticatedOnly: i.authenticatedOnly ?? false,
  };
}

/**
 * A content listing page; `slug` is what was asked for, in case the entry has none.
 * `more` are the items the client paged in past the first request's 200.
 */
export function contentListingPage(
  l: ItemOf<ResultOf<typeof Q.GET_CONTENT_LISTING_PAGE>, 'contentListingPageCollection'>,
  slug: string,
  more: ListingItem[] = [],
): VM.ContentListingPage {
  const pages = [...items(l.contentCollection), ...more].map(listingItem);
  return {
    id: l.sys.id,
    slug: l.slug ?? slug,
    title: l.title ?? '',
    desktopHero: image(l.heroDesktop),
    mobileHero: image(l.heroMobile),
    overlay: l.overlay ?? false,
    icon: image(l.icon),
    ingress: richText(l.ingress),
    metaDescription: l.metaDescription ?? null,
    tagOrder: (l.tagOrder ?? []).filter(present),
    tags: tags(l.contentfulMetadata),
    items: pages,
    total: l.contentCollection?.total ?? pages.length,
  };
}

export function dynamicForm(
  form: NonNullable<ResultOf<typeof Q.GET_DYNAMIC_FORM>['dynamicForm']>,
): VM.DynamicForm {
  return {
    id: form.sys.id,
    title: form.title ?? '',
    formTitle: form.formTitle ?? null,
    formDescription: richText(form.formDescription),
    inputs: items(form.inputsCollection).map((i) => ({
      id: i.inputId ?? i.sys.id,
      title: i.title ?? '',
      type: i.type ?? 'text',
      inputList: (i.inputList ?? []).filter(present),
      requiredField: i.requiredField ?? false,
      placeholderText: i.placeholderText ?? null,
    })),
  };
}

export { items };
