import type { Document } from '@contentful/rich-text-types';

/*
 * View models: what `@shop/ui` section components and the storefront's
 * pages render, in the spec's words, without knowing Contentful. Every
 * model is plain data (JSON-serialisable, so it can live in the react-query
 * cache); missing optional texts are null, missing lists are empty.
 */

export interface Image {
  id: string;
  url: string;
  title: string;
  description: string;
  width: number | null;
  height: number | null;
}

/** An entry embedded in rich text, resolved. */
export type EmbeddedEntry =
  | {
      kind: 'button';
      id: string;
      text: string;
      url: string;
      variant: string | null;
      size: string | null;
      inline: boolean;
      shape: string | null;
      icon: string | null;
    }
  | { kind: 'page'; id: string; title: string; slug: string }
  | { kind: 'other'; id: string; type: string };

/** A rich-text document with the entries and assets it embeds, by id. */
export interface RichText {
  document: Document;
  entries: Record<string, EmbeddedEntry>;
  assets: Record<string, Image>;
}

export interface Hero {
  id: string;
  title: string;
  titleFontSize: string | null;
  slug: string | null;
  description: string | null;
  overlay: boolean;
  desktopImage: Image | null;
  mobileImage: Image | null;
  icon: Image | null;
}

export interface Banner {
  id: string;
  name: string;
  title: string | null;
  icon: Image | null;
  textRow1: string | null;
  textRow2: string | null;
  contentImage: Image | null;
  image: Image | null;
  template: string | null;
  linkUrl: string | null;
  isExternalLink: boolean;
  marketingId: string | null;
  creative: string | null;
}

export interface Contact {
  id: string;
  role: string | null;
  name: string;
  phone: string | null;
  email: string | null;
  image: Image | null;
}

interface SectionHead {
  id: string;
  title: string | null;
  icon: Image | null;
  backgroundColor: string | null;
}

export interface LargeSection extends SectionHead {
  kind: 'LargeSection';
  subHero: {
    title: string;
    text: string | null;
    buttonText: string | null;
    buttonLink: string | null;
    image: Image | null;
    linkUrl: string | null;
    isExternalLink: boolean;
    template: string | null;
  } | null;
}
export interface SubBanners extends SectionHead {
  kind: 'SubBanners';
  name: string;
  items: Banner[];
}
export interface RandomBanners extends SectionHead {
  kind: 'RandomBanners';
  items: {
    id: string;
    title: string;
    preTitle: string | null;
    text: string | null;
    contentImage: Image | null;
    buttonText: string | null;
    linkUrl: string | null;
    isExternalLink: boolean;
    template: string | null;
    marketingId: string | null;
    creative: string | null;
  }[];
}
export interface MarketingBanners extends SectionHead {
  kind: 'MarketingBanners';
  name: string;
  items: {
    id: string;
    metaTitle: string;
    metaDescription: string | null;
    desktopImage: Image | null;
    mobileImage: Image | null;
    linkUrl: string | null;
    isExternalLink: boolean;
    weight: number;
    marketingId: string | null;
    creative: string | null;
  }[];
}
export interface ContentBanners extends SectionHead {
  kind: 'ContentBanners';
  items: Banner[];
}
export interface SelectedProducts {
  kind: 'SelectedProducts';
  id: string;
  name: string;
  title: string | null;
  selectedProductsId: string;
  articleNumbers: string[];
}
export interface AssortmentIcons extends SectionHead {
  kind: 'AssortmentIcons';
  items: { id: string; title: string; icon: Image | null; linkUrl: string | null }[];
}
export interface Service {
  id: string;
  title: string;
  description: string | null;
  icon: Image | null;
  linkUrl: string | null;
}
export interface ServiceCards extends SectionHead {
  kind: 'ServiceCards';
  items: Service[];
}
export interface AccountApplication extends SectionHead {
  kind: 'AccountApplication';
  text: RichText | null;
  /** The dynamic form to fetch with getDynamicForm(id). */
  formId: string | null;
}
export interface ContactCards extends SectionHead {
  kind: 'ContactCards';
  items: Contact[];
}
export interface ImageSetOfThree extends SectionHead {
  kind: 'ImageSetOfThree';
  images: Image[];
}
export interface ImageSingle extends SectionHead {
  kind: 'ImageSingle';
  image: Image | null;
  caption: string | null;
}
export interface InfoBlock {
  kind: 'InfoBlock';
  id: string;
  title: string;
  text: RichText | null;
  icon: Image | null;
  backgroundColor: string | null;
}
export interface TextAndMedia {
  kind: 'TextAndMedia';
  id: string;
  title: string;
  text: RichText | null;
  image: Image | null;
  imagePosition: 'left' | 'right';
  backgroundColor: string | null;
}
export interface TextBlock {
  kind: 'TextBlock';
  id: string;
  title: string | null;
  text: RichText | null;
  backgroundColor: string | null;
}
export interface Video extends SectionHead {
  kind: 'Video';
  videoUrl: string;
  thumbnail: Image | null;
}
export interface Accordions extends SectionHead {
  kind: 'Accordions';
  items: { id: string; title: string; body: RichText | null }[];
}

/** Section kinds of a content page (content-layer §3, all 16). */
export type PageSection =
  | AccountApplication
  | AssortmentIcons
  | ContactCards
  | ContentBanners
  | ImageSetOfThree
  | ImageSingle
  | InfoBlock
  | LargeSection
  | MarketingBanners
  | RandomBanners
  | SelectedProducts
  | SubBanners
  | TextAndMedia
  | TextBlock
  | Video
  | Accordions;
/** Section kinds of the front page. */
export type FrontPageSection =
  | LargeSection
  | SubBanners
  | RandomBanners
  | MarketingBanners
  | ContentBanners
  | SelectedProducts
  | AssortmentIcons
  | ServiceCards;
/** Section kinds of a store page. */
export type StorePageSection = AssortmentIcons | MarketingBanners | Video;
export type Section = PageSection | FrontPageSection;

export interface FrontPage {
  id: string;
  name: string;
  metaDescription: string | null;
  hero: Hero | null;
  sections: FrontPageSection[];
}

export interface ContentPage {
  id: string;
  title: string;
  preTitle: string | null;
  slug: string;
  showSidebar: boolean;
  ingress: RichText | null;
  metaDescription: string | null;
  canonicalLink: string | null;
  bodyTextPrimary: RichText | null;
  displayContacts: boolean;
  excludeFromSearch: boolean;
  authenticatedOnly: boolean;
  categorySectionTitle: string | null;
  categorySectionIcon: Image | null;
  categories: string[];
  hero: Hero | null;
  thumbnail: Image | null;
  /** The listing pages that hold this page. */
  listingPages: { slug: string; title: string }[];
  sections: PageSection[];
  banner: Banner | null;
}

export interface Tag {
  id: string;
  name: string;
}

export interface ContentListingItem {
  id: string;
  slug: string;
  title: string;
  preTitle: string | null;
  thumbnail: Image | null;
  ingress: RichText | null;
  banner: Banner | null;
  tags: Tag[];
  /** The page is for signed-in customers only (§3): `listingFor` leaves it out for a visitor. */
  authenticatedOnly: boolean;
}

export interface ContentListingPage {
  id: string;
  slug: string;
  title: string;
  desktopHero: Image | null;
  mobileHero: Image | null;
  overlay: boolean;
  icon: Image | null;
  ingress: RichText | null;
  metaDescription: string | null;
  tagOrder: string[];
  tags: Tag[];
  items: ContentListingItem[];
  total: number;
}

export interface OpeningHours {
  monday: string | null;
  tuesday: string | null;
  wednesday: string | null;
  thursday: string | null;
  friday: string | null;
  saturday: string | null;
  sunday: string | null;
}

export interface SpecialOpeningHours {
  date: string;
  label: string;
  hours: string;
}

export interface StoreDetails {
  id: string;
  storeId: string;
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  label: string | null;
  location: { lat: number; lon: number } | null;
  openingHours: OpeningHours;
  specialOpeningHoursWeekdays: SpecialOpeningHours[];
  specialOpeningHoursWeekends: SpecialOpeningHours[];
  infobox: RichText | null;
  assortments: { id: string; title: string; icon: Image | null; linkUrl: string | null }[];
  services: Service[];
  storeActivities: {
    id: string;
    title: string;
    date: string | null;
    description: string | null;
    image: Image | null;
  }[];
  contactsSectionTitle: string | null;
  contacts: Contact[];
  phoneNumbers: Contact[];
}

export interface StorePage {
  id: string;
  storeId: string;
  title: string;
  ingress: RichText | null;
  bodyTextPrimary: RichText | null;
  desktopHero: Image | null;
  mobileHero: Image | null;
  details: StoreDetails | null;
  sections: StorePageSection[];
}

export interface Retailer {
  id: string;
  name: string;
  address: string | null;
  location: { lat: number; lon: number } | null;
  offerings: string[];
  link: string | null;
}

export interface DynamicFormInput {
  id: string;
  title: string;
  type: string;
  inputList: string[];
  requiredField: boolean;
  placeholderText: string | null;
}

export interface DynamicForm {
  id: string;
  title: string;
  formTitle: string | null;
  formDescription: RichText | null;
  inputs: DynamicFormInput[];
}

export interface AlertBanner {
  id: string;
  active: boolean;
  type: string | null;
  title: string | null;
  message: string | null;
  linkUrl: string | null;
  linkText: string | null;
  secondLinkUrl: string | null;
  secondLinkText: string | null;
}

export interface InformationBanner {
  id: string;
  active: boolean;
  message: string | null;
  linkUrl: string | null;
  linkText: string | null;
  linkIcon: string | null;
}

export interface Logo {
  logo: Image | null;
  logoSmall: Image | null;
  favicon: Image | null;
  lightLogo: Image | null;
  lightLogoSmall: Image | null;
}

export interface NavigationLink {
  id: string;
  title: string;
  url: string;
  icon: string | null;
}

export interface Header {
  id: string;
  name: string;
  links: NavigationLink[];
  usps: string[];
}

export interface Footer {
  id: string;
  name: string;
  columns: { id: string; title: string; links: NavigationLink[] }[];
  socialLinks: NavigationLink[];
  bottomText: string | null;
}

export interface OurServicesMenu {
  id: string;
  title: string;
  items: NavigationLink[];
}

/** A page search hit (content-layer §7). */
export interface SearchResult {
  id: string;
  title: string;
  preTitle: string | null;
  slug: string;
  /** `/<parent listing slug>/<page slug>` */
  href: string;
}
