/**
 * The content model of the sandbox's content service: Contentful content
 * types, written once. The REST `content_types` answer, the GraphQL schema
 * and the seed's checks are all derived from this list.
 */

type ScalarType = 'Symbol' | 'Text' | 'Integer' | 'Number' | 'Boolean' | 'Date' | 'Location' | 'Object';
type FieldType = ScalarType | 'RichText' | 'Link' | 'Array';

export interface FieldDef {
  id: string;
  name: string;
  type: FieldType;
  required?: boolean;
  linkType?: 'Entry' | 'Asset';
  /** Link fields: the content types the link may point to (empty = any). */
  linkContentType?: string[];
  items?: { type: 'Symbol' | 'Link'; linkType?: 'Entry' | 'Asset'; linkContentType?: string[] };
  /** Array fields: at most this many items. */
  max?: number;
}

export interface ContentTypeDef {
  id: string;
  name: string;
  description: string;
  displayField: string;
  fields: FieldDef[];
}

const sym = (id: string, required = false): FieldDef => ({ id, name: id, type: 'Symbol', required });
const text = (id: string): FieldDef => ({ id, name: id, type: 'Text' });
const bool = (id: string): FieldDef => ({ id, name: id, type: 'Boolean' });
const int = (id: string): FieldDef => ({ id, name: id, type: 'Integer' });
const date = (id: string): FieldDef => ({ id, name: id, type: 'Date' });
const location = (id: string): FieldDef => ({ id, name: id, type: 'Location' });
const object = (id: string): FieldDef => ({ id, name: id, type: 'Object' });
const rich = (id: string): FieldDef => ({ id, name: id, type: 'RichText' });
const asset = (id: string): FieldDef => ({ id, name: id, type: 'Link', linkType: 'Asset' });
const assets = (id: string, max?: number): FieldDef => ({
  id,
  name: id,
  type: 'Array',
  items: { type: 'Link', linkType: 'Asset' },
  ...(max ? { max } : {}),
});
const symbols = (id: string): FieldDef => ({ id, name: id, type: 'Array', items: { type: 'Symbol' } });
const entry = (id: string, types: string[]): FieldDef => ({
  id,
  name: id,
  type: 'Link',
  linkType: 'Entry',
  linkContentType: types,
});
const entries = (id: string, types: string[], max?: number): FieldDef => ({
  id,
  name: id,
  type: 'Array',
  items: { type: 'Link', linkType: 'Entry', linkContentType: types },
  ...(max ? { max } : {}),
});
const type = (id: string, name: string, displayField: string, fields: FieldDef[]): ContentTypeDef => ({
  id,
  name,
  description: `${name} (sandbox content model)`,
  displayField,
  fields,
});

/** Section kinds a front page may hold (content-layer §3). */
export const FRONT_PAGE_SECTION_TYPES = [
  'largeSection',
  'subBanners',
  'randomBanners',
  'marketingBanners',
  'contentBanners',
  'selectedProducts',
  'assortmentIcons',
  'serviceCards',
];
/** The 16 section kinds of a content page (content-layer §3). */
export const PAGE_SECTION_TYPES = [
  'accountApplication',
  'assortmentIcons',
  'contactCards',
  'contentBanners',
  'imageSetOfThree',
  'imageSingle',
  'infoBlock',
  'largeSection',
  'marketingBanners',
  'randomBanners',
  'selectedProducts',
  'subBanners',
  'textAndMedia',
  'textBlock',
  'video',
  'accordions',
];
const STORE_PAGE_SECTION_TYPES = ['assortmentIcons', 'marketingBanners', 'video'];

const sectionHead = [sym('title'), asset('icon'), sym('backgroundColor')];

export const CONTENT_TYPES: ContentTypeDef[] = [
  // building blocks
  type('button', 'Button', 'text', [
    sym('text', true),
    sym('url', true),
    sym('variant'),
    sym('size'),
    bool('inline'),
    sym('shape'),
    sym('icon'),
  ]),
  type('navigationLink', 'Navigation link', 'title', [sym('title', true), sym('url', true), sym('icon')]),
  type('footerColumn', 'Footer column', 'title', [sym('title', true), entries('links', ['navigationLink'])]),
  type('hero', 'Hero', 'title', [
    sym('title', true),
    sym('titleFontSize'),
    sym('slug'),
    text('description'),
    bool('overlay'),
    asset('heroDesktop'),
    asset('heroMobile'),
    asset('icon'),
  ]),
  type('banner', 'Banner', 'name', [
    sym('name', true),
    sym('title'),
    asset('icon'),
    sym('textRow1'),
    sym('textRow2'),
    asset('contentImage'),
    asset('image'),
    sym('template'),
    sym('linkUrl'),
    bool('isExternalLink'),
    sym('marketingId'),
    sym('creative'),
  ]),
  type('subHero', 'Sub hero', 'title', [
    sym('title', true),
    text('text'),
    sym('buttonText'),
    sym('buttonLink'),
    asset('image'),
    sym('linkUrl'),
    bool('isExternalLink'),
    sym('template'),
  ]),
  type('randomBannerItem', 'Random banner item', 'title', [
    sym('title', true),
    sym('preTitle'),
    text('text'),
    asset('contentImage'),
    sym('buttonText'),
    sym('linkUrl'),
    bool('isExternalLink'),
    sym('template'),
    sym('marketingId'),
    sym('creative'),
  ]),
  type('marketingBanner', 'Marketing banner', 'metaTitle', [
    sym('metaTitle', true),
    sym('metaDescription'),
    asset('bannerDesktop'),
    asset('bannerMobile'),
    sym('linkUrl'),
    bool('isExternalLink'),
    int('weight'),
    sym('marketingId'),
    sym('creative'),
  ]),
  type('assortmentIcon', 'Assortment icon', 'title', [sym('title', true), asset('icon'), sym('linkUrl')]),
  type('service', 'Service', 'title', [
    sym('title', true),
    text('description'),
    asset('icon'),
    sym('linkUrl'),
  ]),
  type('storeActivity', 'Store activity', 'title', [
    sym('title', true),
    date('date'),
    text('description'),
    asset('image'),
  ]),
  type('contact', 'Contact', 'name', [
    sym('name', true),
    sym('role'),
    sym('phone'),
    sym('email'),
    asset('image'),
  ]),
  type('accordionItem', 'Accordion item', 'title', [sym('title', true), rich('body')]),
  type('formInput', 'Form input', 'title', [
    sym('title', true),
    sym('type', true),
    symbols('inputList'),
    bool('requiredField'),
    sym('placeholderText'),
    sym('inputId'),
  ]),
  // sections
  type('largeSection', 'Large section', 'title', [...sectionHead, entry('subHero', ['subHero'])]),
  type('subBanners', 'Sub banners', 'name', [
    sym('name', true),
    ...sectionHead,
    entries('items', ['banner'], 6),
  ]),
  type('randomBanners', 'Random banners', 'title', [
    ...sectionHead,
    entries('items', ['randomBannerItem'], 10),
  ]),
  type('marketingBanners', 'Marketing banners', 'name', [
    sym('name', true),
    ...sectionHead,
    entries('items', ['marketingBanner'], 10),
  ]),
  type('contentBanners', 'Content banners', 'title', [...sectionHead, entries('items', ['banner'], 10)]),
  type('selectedProducts', 'Selected products', 'name', [
    sym('name', true),
    sym('title'),
    sym('selectedProductsId', true),
    symbols('articleNumbers'),
  ]),
  type('assortmentIcons', 'Assortment icons', 'title', [
    ...sectionHead,
    entries('items', ['assortmentIcon'], 20),
  ]),
  type('serviceCards', 'Service cards', 'title', [...sectionHead, entries('items', ['service'], 12)]),
  type('accountApplication', 'Account application', 'title', [
    ...sectionHead,
    rich('text'),
    entry('form', ['dynamicForm']),
  ]),
  type('contactCards', 'Contact cards', 'title', [...sectionHead, entries('items', ['contact'], 20)]),
  type('imageSetOfThree', 'Image set of three', 'title', [...sectionHead, assets('images', 3)]),
  type('imageSingle', 'Image single', 'title', [...sectionHead, asset('image'), sym('caption')]),
  type('infoBlock', 'Info block', 'infoBlockTitle', [
    sym('infoBlockTitle', true),
    rich('infoBlockText'),
    asset('icon'),
    sym('backgroundColor'),
  ]),
  type('textAndMedia', 'Text and media', 'textMediaTitle', [
    sym('textMediaTitle', true),
    rich('text'),
    asset('image'),
    sym('imagePosition'),
    sym('backgroundColor'),
  ]),
  type('textBlock', 'Text block', 'title', [sym('title'), rich('bodyTextSecondary'), sym('backgroundColor')]),
  type('video', 'Video', 'title', [...sectionHead, sym('videoUrl', true), asset('thumbnail')]),
  type('accordions', 'Accordions', 'title', [...sectionHead, entries('items', ['accordionItem'], 30)]),
  // pages
  type('frontPage', 'Front page', 'name', [
    sym('name', true),
    sym('metaDescription'),
    entry('hero', ['hero']),
    entries('sections', FRONT_PAGE_SECTION_TYPES, 20),
  ]),
  type('contentPage', 'Content page', 'title', [
    sym('title', true),
    sym('preTitle'),
    sym('slug', true),
    bool('showSidebar'),
    rich('ingress'),
    sym('metaDescription'),
    sym('canonicalLink'),
    rich('bodyTextPrimary'),
    bool('displayContacts'),
    bool('excludeFromSearch'),
    bool('authenticatedOnly'),
    sym('categorySectionTitle'),
    asset('categorySectionIcon'),
    symbols('categories'),
    entry('hero', ['hero']),
    asset('thumbnail'),
    entries('sections', PAGE_SECTION_TYPES, 50),
    entry('banner', ['banner']),
  ]),
  type('contentListingPage', 'Content listing page', 'title', [
    sym('slug', true),
    sym('title', true),
    asset('heroDesktop'),
    asset('heroMobile'),
    bool('overlay'),
    asset('icon'),
    rich('ingress'),
    sym('metaDescription'),
    symbols('tagOrder'),
    entries('content', ['contentPage'], 1000),
  ]),
  type('storeDetails', 'Store details', 'name', [
    sym('storeId', true),
    sym('name', true),
    sym('address'),
    sym('phone'),
    sym('email'),
    sym('label'),
    location('location'),
    sym('openingHoursMondays'),
    sym('openingHoursTuesdays'),
    sym('openingHoursWednesdays'),
    sym('openingHoursThursdays'),
    sym('openingHoursFridays'),
    sym('openingHoursSaturdays'),
    sym('openingHoursSundays'),
    object('specialOpeningHoursWeekdays'),
    object('specialOpeningHoursWeekends'),
    rich('infobox'),
    entries('assortments', ['assortmentIcon']),
    entries('services', ['service']),
    entries('storeActivities', ['storeActivity']),
    sym('contactsSectionTitle'),
    entries('contacts', ['contact']),
    entries('phoneNumbers', ['contact']),
  ]),
  type('storePage', 'Store page', 'title', [
    sym('storeId', true),
    sym('title', true),
    rich('ingress'),
    rich('bodyTextPrimary'),
    asset('heroDesktop'),
    asset('heroMobile'),
    entry('storeDetails', ['storeDetails']),
    entries('sections', STORE_PAGE_SECTION_TYPES, 50),
  ]),
  type('retailer', 'Retailer', 'name', [
    sym('name', true),
    sym('address'),
    location('location'),
    symbols('offerings'),
    sym('link'),
  ]),
  type('dynamicForm', 'Dynamic form', 'title', [
    sym('title', true),
    sym('formTitle'),
    rich('formDescription'),
    entries('inputs', ['formInput'], 40),
  ]),
  type('alertBanner', 'Alert banner', 'title', [
    bool('active'),
    sym('type'),
    sym('message'),
    sym('title'),
    sym('linkUrl'),
    sym('linkText'),
    sym('secondLinkUrl'),
    sym('secondLinkText'),
  ]),
  type('informationBanner', 'Information banner', 'message', [
    bool('active'),
    sym('message'),
    sym('linkUrl'),
    sym('linkText'),
    sym('linkIcon'),
  ]),
  type('logo', 'Logo', 'name', [
    sym('name'),
    asset('logo'),
    asset('logoSmall'),
    asset('favicon'),
    asset('lightLogo'),
    asset('lightLogoSmall'),
  ]),
  type('header', 'Header', 'name', [
    sym('name', true),
    entries('links', ['navigationLink']),
    symbols('usps'),
  ]),
  type('footer', 'Footer', 'name', [
    sym('name', true),
    entries('columns', ['footerColumn']),
    entries('socialLinks', ['navigationLink']),
    sym('bottomText'),
  ]),
  type('ourServicesMenu', 'Our services menu', 'title', [
    sym('title', true),
    entries('items', ['navigationLink']),
  ]),
];

export const CONTENT_TYPE_BY_ID = new Map(CONTENT_TYPES.map((t) => [t.id, t]));
