import type { DatabaseSync } from 'node:sqlite';
import { CONTENT_TYPE_BY_ID, FRONT_PAGE_SECTION_TYPES, PAGE_SECTION_TYPES } from '../cms/model.ts';
import {
  a,
  assetBlock,
  assetLink,
  doc,
  entryBlock,
  entryInline,
  entryLink,
  h,
  hr,
  ol,
  p,
  quote,
  type RichNode,
  t,
  table,
  ul,
} from '../cms/rich-text.ts';
import { contentSvg } from '../images.ts';
import type { StoreRow as CatalogueStoreRow } from '../routes/catalogue.ts';
import { createRandom } from './random.ts';

/**
 * The content service's seed: a front page, content and listing pages, store
 * pages and details for every store, retailers, forms, banners and the site
 * chrome — all in Swedish, all deterministic (fixed ids, fixed timestamps).
 */

type Fields = Record<string, unknown>;
interface SeedItem {
  id: string;
  kind: 'Entry' | 'Asset';
  contentType: string | null;
  /** What the delivery API sees; null = a draft that was never published. */
  published: Fields | null;
  /** What the preview API sees. */
  draft: Fields;
  tags: string[];
  file?: string;
}

export const CMS_SPACE = 'shop-sandbox';
/** An entry id no entry has: links to it are unresolvable. */
export const MISSING_ENTRY_ID = 'borttagen-sektion';

const TAGS: [string, string][] = [
  ['nyhet', 'Nyhet'],
  ['guide', 'Guide'],
  ['tips', 'Tips & råd'],
  ['hallbarhet', 'Hållbarhet'],
  ['el', 'El'],
  ['vvs', 'VVS'],
  ['verktyg', 'Verktyg'],
  ['kundservice', 'Kundservice'],
  ['press', 'Press'],
];

/** Pages in the press archive: more than the 200 one request of a listing's items holds. */
const PRESS_ARCHIVE_SIZE = 230;

const link = (linkType: 'Entry' | 'Asset', id: string) => ({ sys: { type: 'Link', linkType, id } });
const E = (id: string) => link('Entry', id);
const A = (id: string) => link('Asset', id);

class ContentBuilder {
  readonly items = new Map<string, SeedItem>();

  entry(contentType: string, id: string, fields: Fields, options: { tags?: string[]; draft?: Fields } = {}) {
    const type = CONTENT_TYPE_BY_ID.get(contentType);
    if (!type) throw new Error(`unknown content type ${contentType}`);
    for (const key of Object.keys(fields)) {
      if (!type.fields.some((f) => f.id === key)) throw new Error(`${contentType} has no field ${key}`);
    }
    if (this.items.has(id)) throw new Error(`duplicate content id ${id}`);
    const clean = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    this.items.set(id, {
      id,
      kind: 'Entry',
      contentType,
      published: clean,
      draft: options.draft ? { ...clean, ...options.draft } : clean,
      tags: options.tags ?? [],
    });
    return E(id);
  }

  /** An entry only the preview API sees. */
  draftEntry(contentType: string, id: string, fields: Fields, tags: string[] = []) {
    const ref = this.entry(contentType, id, fields, { tags });
    const item = this.items.get(id);
    if (item) item.published = null;
    return ref;
  }

  asset(id: string, title: string, width: number, height: number, description = '') {
    if (!this.items.has(id)) {
      const fileName = `${id}.svg`;
      const file = contentSvg(id, title, width, height);
      const fields = {
        title,
        description,
        file: {
          url: `/cms/images/${CMS_SPACE}/${id}/${fileName}`,
          fileName,
          contentType: 'image/svg+xml',
          details: { size: Buffer.byteLength(file), image: { width, height } },
        },
      };
      this.items.set(id, {
        id,
        kind: 'Asset',
        contentType: null,
        published: fields,
        draft: fields,
        tags: [],
        file,
      });
    }
    return A(id);
  }
}

// ——— texts ———

const LOREM = [
  'Vi hjälper dig som proffs att hitta rätt material, verktyg och tjänster för varje projekt.',
  'Beställ före klockan 15 så levererar vi till arbetsplatsen redan nästa vardag.',
  'Våra säljare har lång erfarenhet från byggbranschen och svarar gärna på dina frågor.',
  'Med ett företagskonto får du dina avtalspriser, fakturaköp och orderhistorik samlat på ett ställe.',
  'Hållbara val är en självklar del av vårt sortiment, från certifierat virke till energisnål belysning.',
  'Hämta dina varor i butiken eller låt oss leverera direkt till bygget med kranbil.',
];

interface PageSpec {
  slug: string;
  title: string;
  preTitle: string;
  listing?: 'nyheter' | 'inspiration' | 'kundservice';
  tags?: string[];
  authenticatedOnly?: boolean;
  excludeFromSearch?: boolean;
  draftOnly?: boolean;
}

/** A page's kind gives its pre-title, the listing it sits in and its first tag. */
const PAGE_KINDS = {
  nyhet: { preTitle: 'Nyhet', listing: 'nyheter' },
  guide: { preTitle: 'Guide', listing: 'inspiration' },
  tips: { preTitle: 'Tips', listing: 'inspiration' },
  kundservice: { preTitle: 'Kundservice', listing: 'kundservice' },
} as const;

type PageFlags = Pick<PageSpec, 'authenticatedOnly' | 'excludeFromSearch' | 'draftOnly'>;
const page = (
  kind: keyof typeof PAGE_KINDS,
  slug: string,
  title: string,
  tags: string[] = [],
  flags: PageFlags = {},
): PageSpec => ({ slug, title, ...PAGE_KINDS[kind], tags: [kind, ...tags], ...flags });

const PAGES: PageSpec[] = [
  page('nyhet', 'nytt-lager-i-jonkoping', 'Nytt centrallager i Jönköping'),
  page('nyhet', 'vinteroppettider', 'Öppettider under vintern', ['kundservice']),
  page('nyhet', 'solceller-for-foretag', 'Solceller för företag', ['el', 'hallbarhet']),
  page('nyhet', 'ny-webbshop', 'Vår nya webbshop för proffs'),
  page('nyhet', 'prisjustering-koppar', 'Prisjustering på kopparprodukter', ['vvs'], {
    authenticatedOnly: true,
  }),
  page('nyhet', 'fler-expressbutiker', 'Fler butiker med expressutlämning'),
  page('nyhet', 'kranbilsleveranser', 'Kranbilsleveranser i hela landet'),
  page('nyhet', 'hallbarhetsrapport-2026', 'Hållbarhetsrapport 2026', ['hallbarhet']),
  page('nyhet', 'nya-verktygsmarken', 'Nya verktygsmärken i sortimentet', ['verktyg']),
  page('nyhet', 'kampanjvillkor', 'Villkor för vårens kampanjer', [], { excludeFromSearch: true }),
  page('nyhet', 'kommande-kampanj', 'Kommande kampanj: Sommarbygge', [], { draftOnly: true }),
  page('nyhet', 'ny-app-2027', 'Vår app för byggarbetsplatsen', [], { draftOnly: true }),
  page('guide', 'isolera-vinden', 'Så isolerar du vinden rätt', ['hallbarhet']),
  page('guide', 'valj-ratt-skruv', 'Välj rätt skruv för trä och betong', ['verktyg']),
  page('guide', 'vatrumsregler', 'Våtrumsregler i praktiken', ['vvs']),
  page('guide', 'laddbox-installation', 'Installera laddbox i flerbostadshus', ['el']),
  page('tips', 'golvvarme', 'Golvvärme: vattenburen eller elektrisk?', ['vvs', 'el']),
  page('tips', 'tryckimpregnerat-virke', 'Tryckimpregnerat virke – klass NTR/A eller AB?'),
  page('guide', 'dranering', 'Dränering runt husgrunden'),
  page('tips', 'maskinuthyrning', 'Hyr maskiner i stället för att köpa', ['verktyg', 'hallbarhet']),
  page('guide', 'brandskydd-installationer', 'Brandskydd vid genomföringar', ['el', 'vvs']),
  page('tips', 'projektpriser', 'Så fungerar projektpriser', [], { authenticatedOnly: true }),
  page('kundservice', 'leveransvillkor', 'Leveransvillkor'),
  page('kundservice', 'returer-och-reklamationer', 'Returer och reklamationer'),
  page('kundservice', 'betalning-och-faktura', 'Betalning och faktura', [], { authenticatedOnly: true }),
  page('kundservice', 'vanliga-fragor', 'Vanliga frågor'),
  page('kundservice', 'bli-kund', 'Bli kund hos oss'),
  page('kundservice', 'e-handel-och-punchout', 'E-handel, EDI och punch-out'),
  page('kundservice', 'kontakta-oss', 'Kontakta oss'),
  page('kundservice', 'mina-sidor-hjalp', 'Hjälp med Mina sidor', [], { authenticatedOnly: true }),
  page('kundservice', 'utkast-leveranser', 'Nya leveranstider (utkast)', [], { draftOnly: true }),
  { slug: 'om-oss', title: 'Om oss', preTitle: 'Företaget' },
  { slug: 'integritetspolicy', title: 'Integritetspolicy', preTitle: 'Företaget', excludeFromSearch: true },
  { slug: 'cookies', title: 'Cookies', preTitle: 'Företaget', excludeFromSearch: true },
  { slug: 'jobba-hos-oss', title: 'Jobba hos oss', preTitle: 'Företaget' },
  { slug: 'hallbarhet', title: 'Vårt hållbarhetsarbete', preTitle: 'Företaget', tags: ['hallbarhet'] },
];

const LISTINGS = [
  {
    slug: 'nyheter',
    title: 'Nyheter',
    ingress: 'Det senaste från oss: nya butiker, nya tjänster och förändringar i sortimentet.',
    tagOrder: ['nyhet', 'hallbarhet', 'el', 'vvs', 'verktyg', 'kundservice'],
  },
  {
    slug: 'inspiration',
    title: 'Inspiration & guider',
    ingress: 'Guider och tips från våra specialister, för dig som bygger, installerar och förvaltar.',
    tagOrder: ['guide', 'tips', 'el', 'vvs', 'verktyg', 'hallbarhet'],
  },
  {
    slug: 'kundservice',
    title: 'Kundservice',
    ingress: 'Allt om leveranser, betalning, returer och ditt företagskonto.',
    tagOrder: ['kundservice'],
  },
] as const;

const RETAILER_TOWNS: [string, number, number][] = [
  ['Kiruna', 67.8558, 20.2253],
  ['Skellefteå', 64.7507, 20.9528],
  ['Örnsköldsvik', 63.2909, 18.7153],
  ['Härnösand', 62.6323, 17.9379],
  ['Hudiksvall', 61.7274, 17.1056],
  ['Bollnäs', 61.3482, 16.3946],
  ['Mora', 61.0047, 14.5376],
  ['Borlänge', 60.4858, 15.4371],
  ['Sandviken', 60.6216, 16.7755],
  ['Norrtälje', 59.758, 18.7049],
  ['Enköping', 59.6356, 17.0776],
  ['Eskilstuna', 59.3666, 16.5077],
  ['Nyköping', 58.753, 17.0079],
  ['Katrineholm', 58.9959, 16.2072],
  ['Motala', 58.5371, 15.0365],
  ['Mjölby', 58.3233, 15.1306],
  ['Västervik', 57.7584, 16.6373],
  ['Oskarshamn', 57.2645, 16.4484],
  ['Vetlanda', 57.4276, 15.0853],
  ['Värnamo', 57.186, 14.04],
  ['Ljungby', 56.8331, 13.9408],
  ['Karlskrona', 56.1612, 15.5869],
  ['Ystad', 55.4295, 13.82],
  ['Trelleborg', 55.3751, 13.1569],
  ['Landskrona', 55.8708, 12.8302],
  ['Ängelholm', 56.2428, 12.8622],
  ['Varberg', 57.1057, 12.2508],
  ['Kungsbacka', 57.4872, 12.0761],
  ['Uddevalla', 58.3498, 11.9381],
  ['Trollhättan', 58.2837, 12.2886],
  ['Skövde', 58.3903, 13.8461],
  ['Lidköping', 58.5052, 13.1577],
];
const RETAILER_KINDS = ['Bygg & Järn', 'Byggvaror', 'Trävaruhandel', 'Järnhandel', 'Bygghandel'];
// Sixteen surnames from A to Ö: the retailers' letter index has letters with and without retailers, Å and Ö among them.
const SURNAMES = [
  'Anderssons',
  'Berglunds',
  'Carlssons',
  'Dahlbergs',
  'Ekströms',
  'Forsbergs',
  'Gustafssons',
  'Hedlunds',
  'Janssons',
  'Lindqvists',
  'Nybergs',
  'Perssons',
  'Sjöbergs',
  'Wikströms',
  'Åkessons',
  'Östlunds',
];
const OFFERINGS = ['Trä', 'Färg', 'VVS', 'El', 'Verktyg', 'Järnhandel', 'Mark & trädgård', 'Maskinuthyrning'];

const WEEKDAY_FIELDS = [
  'openingHoursMondays',
  'openingHoursTuesdays',
  'openingHoursWednesdays',
  'openingHoursThursdays',
  'openingHoursFridays',
  'openingHoursSaturdays',
  'openingHoursSundays',
];

/** The store columns the content seed reads (all but the delivery methods and the central flag). */
type StoreRow = Omit<CatalogueStoreRow, 'delivery_methods' | 'is_central'>;

const SERVICE_TITLES: Record<string, [string, string]> = {
  'standard-pickup': ['Hämta i butik', 'Beställ på webben och hämta när det passar dig.'],
  'express-pickup': ['Expressutlämning', 'Färdigplockat inom två timmar på vardagar.'],
  rental: ['Maskinuthyrning', 'Hyr maskiner och verktyg per dag eller vecka.'],
};

/** Builds every content item, in a fixed order. */
function buildContent(stores: StoreRow[]): SeedItem[] {
  const b = new ContentBuilder();
  const rng = createRandom(6_2026);

  // ——— shared pieces ———
  const btnPrimary = b.entry('button', 'button-bli-kund', {
    text: 'Ansök om konto',
    url: '/bli-kund',
    variant: 'primary',
    size: 'medium',
    inline: false,
    shape: 'rounded',
    icon: 'arrow-right',
  });
  b.entry('button', 'button-kontakt', {
    text: 'Ring kundservice',
    url: 'tel:+46102000000',
    variant: 'secondary',
    size: 'small',
    inline: true,
    shape: 'square',
    icon: 'phone',
  });
  b.entry('button', 'button-farlig', {
    text: 'Klicka här',
    url: 'javascript:alert(document.cookie)',
    variant: 'primary',
    size: 'small',
    inline: true,
    shape: 'rounded',
  });
  void btnPrimary;
  const icon = (name: string) => b.asset(`ikon-${name}`, `Ikon ${name}`, 64, 64);

  const heroFor = (key: string, title: string, description: string) =>
    b.entry('hero', `hero-${key}`, {
      title,
      titleFontSize: key === 'startsida' ? 'large' : 'medium',
      slug: key,
      description,
      overlay: key.length % 2 === 0,
      heroDesktop: b.asset(`hero-${key}-desktop`, `${title} (desktop)`, 1920, 640, description),
      heroMobile: b.asset(`hero-${key}-mobile`, `${title} (mobil)`, 768, 768, description),
      icon: icon('hus'),
    });

  const assortmentIconItems = [
    ['Fastighet', 'fastighet'],
    ['VVS och industri', 'vvs-industri'],
    ['El', 'el'],
    ['Verktyg', 'verktyg'],
    ['Infästning', 'infastning', 'fastenings'],
    ['Mark och VA', 'mark-va'],
    ['Kyla', 'kyla'],
    ['Sprinkler', 'sprinkler'],
  ].map(([title, slug, iconName]) =>
    b.entry('assortmentIcon', `sortiment-${slug}`, {
      title,
      icon: icon(iconName ?? slug ?? ''),
      linkUrl: `/kategorier/${slug}`,
    }),
  );

  const services = Object.entries(SERVICE_TITLES).map(([key, [title, description]]) =>
    b.entry('service', `tjanst-${key}`, {
      title,
      description,
      icon: icon(key),
      linkUrl: `/kundservice/${key}`,
    }),
  );
  const moreServices = [
    ['kranbil', 'Kranbilsleverans', 'Vi lyfter in materialet där det ska användas.'],
    ['kapning', 'Kapning och tillskärning', 'Virke och skivor kapas på beställning.'],
    ['offert', 'Offertservice', 'Skicka in din materiallista, vi räknar på hela projektet.'],
  ].map(([key, title, description]) =>
    b.entry('service', `tjanst-${key}`, {
      title,
      description,
      icon: icon(key ?? ''),
      linkUrl: '/kundservice',
    }),
  );

  const contact = (id: string, name: string, role: string, i: number) =>
    b.entry('contact', id, {
      name,
      role,
      phone: `010-200 ${String(10 + (i % 90)).padStart(2, '0')} ${String(i % 100).padStart(2, '0')}`,
      // Swedish letters as addresses write them (Säljare → saljare), not as a dot.
      email: `${name
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^a-z]+/g, '.')
        .replace(/\.$/, '')}@bygg.sandbox.test`,
      image: b.asset(`kontakt-${id}`, `Porträtt av ${name}`, 240, 240),
    });

  // ——— forms ———
  const input = (id: string, title: string, type: string, extra: Fields = {}) =>
    b.entry('formInput', `falt-${id}`, { title, type, inputId: id, requiredField: false, ...extra });
  const required = (id: string, title: string, type: string, extra: Fields = {}) =>
    input(id, title, type, { requiredField: true, ...extra });
  const form = (id: string, title: string, formTitle: string, formDescription: unknown, inputs: unknown[]) =>
    b.entry('dynamicForm', `formular-${id}`, { title, formTitle, formDescription, inputs });
  const forms = {
    kund: form(
      'bli-kund',
      'Ansökan om företagskonto',
      'Ansök om kundkonto',
      doc(
        p('Fyll i uppgifterna nedan så kontaktar vi dig inom ', t('två arbetsdagar', 'bold'), '.'),
        p(
          'Läs om hur vi behandlar personuppgifter i ',
          a('/integritetspolicy', 'vår integritetspolicy'),
          '.',
        ),
      ),
      [
        required('orgnr', 'Organisationsnummer', 'text', { placeholderText: '556677-8899' }),
        required('foretag', 'Företagsnamn', 'text'),
        required('epost', 'E-post', 'email', { placeholderText: 'namn@foretag.se' }),
        input('telefon', 'Telefon', 'tel'),
        required('bransch', 'Bransch', 'select', {
          inputList: ['Bygg', 'VVS', 'El', 'Fastighet', 'Industri', 'Annat'],
        }),
        input('meddelande', 'Meddelande', 'textarea', { placeholderText: 'Berätta gärna om era behov' }),
        required('villkor', 'Jag godkänner villkoren', 'checkbox'),
      ],
    ),
    kontakt: form('kontakt', 'Kontaktformulär', 'Kontakta oss', doc(p('Vi svarar vardagar 07–16.')), [
      required('namn', 'Namn', 'text'),
      required('kontakt-epost', 'E-post', 'email'),
      input('amne', 'Ämne', 'select', { inputList: ['Order', 'Leverans', 'Faktura', 'Övrigt'] }),
      required('fraga', 'Din fråga', 'textarea'),
    ]),
    offert: form(
      'offert',
      'Offertförfrågan',
      'Begär offert',
      doc(p('Bifoga gärna en materiallista. Vi återkommer med pris och leveranstid.')),
      [
        required('projekt', 'Projektnamn', 'text'),
        input('antal', 'Antal lägenheter', 'number'),
        input('leveransdatum', 'Önskat leveransdatum', 'date'),
      ],
    ),
  };

  // ——— sections ———
  const banner = (id: string, title: string, i: number) =>
    b.entry('banner', `banner-${id}`, {
      name: `Banner ${title}`,
      title,
      icon: icon('stjarna'),
      textRow1: LOREM[i % LOREM.length],
      textRow2: i % 2 === 0 ? 'Gäller till och med 31 mars.' : undefined,
      contentImage: b.asset(`banner-${id}-innehall`, `${title} – bild`, 600, 400),
      image: b.asset(`banner-${id}-bakgrund`, `${title} – bakgrund`, 1200, 400),
      template: ['light', 'dark', 'brand'][i % 3],
      linkUrl: i % 4 === 3 ? 'https://www.boverket.se/' : `/inspiration/${PAGES[12 + (i % 8)]?.slug}`,
      isExternalLink: i % 4 === 3,
      marketingId: `MKT-${String(100 + i)}`,
      creative: `banner-${id}`,
    });

  function section(kind: string, id: string, i: number): { sys: unknown } {
    const head = {
      icon: icon(['hus', 'verktyg', 'el', 'vvs-industri'][i % 4] ?? 'hus'),
      backgroundColor: ['#ffffff', '#f3f4f6', '#fff7e6', '#eaf4ff'][i % 4],
    };
    switch (kind) {
      case 'largeSection':
        return b.entry(kind, id, {
          title: 'Allt för bygget på ett ställe',
          ...head,
          subHero: b.entry('subHero', `${id}-subhero`, {
            title: 'Proffspriser från första beställningen',
            text: LOREM[i % LOREM.length],
            buttonText: 'Bli kund',
            buttonLink: '/bli-kund',
            image: b.asset(`${id}-bild`, 'Byggarbetsplats i morgonljus', 1200, 800),
            linkUrl: '/bli-kund',
            isExternalLink: false,
            template: i % 2 ? 'image-left' : 'image-right',
          }),
        });
      case 'subBanners':
        return b.entry(kind, id, {
          name: `Underbanners ${i}`,
          title: 'Aktuellt just nu',
          ...head,
          items: [
            banner(`${id}-1`, 'Vårkampanj på virke', i),
            banner(`${id}-2`, 'Nyheter i verktygsväggen', i + 1),
          ],
        });
      case 'randomBanners':
        return b.entry(kind, id, {
          title: 'Tips från våra specialister',
          ...head,
          items: [0, 1, 2].map((n) =>
            b.entry('randomBannerItem', `${id}-${n}`, {
              title: ['Spara energi i fastigheten', 'Säkra arbetsplatsen', 'Rätt fäst i betong'][n],
              preTitle: 'Tips',
              text: LOREM[(i + n) % LOREM.length],
              contentImage: b.asset(`${id}-${n}-bild`, 'Tipsbild', 600, 400),
              buttonText: 'Läs mer',
              linkUrl: `/inspiration/${PAGES[12 + n]?.slug}`,
              isExternalLink: false,
              template: 'card',
              marketingId: `RND-${i}-${n}`,
              creative: 'tips',
            }),
          ),
        });
      case 'marketingBanners':
        return b.entry(kind, id, {
          name: `Marknadsbanners ${i}`,
          title: 'Kampanjer',
          ...head,
          items: [0, 1].map((n) =>
            b.entry('marketingBanner', `${id}-${n}`, {
              metaTitle: ['Veckans erbjudande', 'Kampanj på elverktyg'][n],
              metaDescription: 'Gäller så långt lagret räcker.',
              bannerDesktop: b.asset(`${id}-${n}-desktop`, 'Kampanjbanner (desktop)', 1600, 400),
              bannerMobile: b.asset(`${id}-${n}-mobile`, 'Kampanjbanner (mobil)', 800, 600),
              linkUrl: n === 0 ? '/kampanjer' : '/kampanjer/elverktyg',
              isExternalLink: false,
              weight: 10 - n,
              marketingId: `KAMP-${i}-${n}`,
              creative: `kampanj-${n}`,
            }),
          ),
        });
      case 'contentBanners':
        return b.entry(kind, id, {
          title: 'Läs vidare',
          ...head,
          items: [
            banner(`${id}-1`, 'Guider för installatörer', i + 2),
            banner(`${id}-2`, 'Så blir du kund', i + 3),
          ],
        });
      case 'selectedProducts':
        return b.entry(kind, id, {
          name: `Utvalda produkter ${i}`,
          title: 'Populärt bland proffsen',
          selectedProductsId: `utvalda-${i}`,
          articleNumbers: ['1000001', '1000002', '1000003', '1000004'],
        });
      case 'assortmentIcons':
        return b.entry(kind, id, { title: 'Handla efter område', ...head, items: assortmentIconItems });
      case 'serviceCards':
        return b.entry(kind, id, { title: 'Våra tjänster', ...head, items: [...services, ...moreServices] });
      case 'accountApplication':
        return b.entry(kind, id, {
          title: 'Ansök om företagskonto',
          ...head,
          text: doc(
            p('Med ett konto handlar du till ', t('dina egna priser', 'bold'), ' och betalar mot faktura.'),
          ),
          form: forms.kund,
        });
      case 'contactCards':
        return b.entry(kind, id, {
          title: 'Dina kontaktpersoner',
          ...head,
          items: [
            contact(`${id}-1`, 'Karin Lund', 'Kundansvarig', i),
            contact(`${id}-2`, 'Johan Ek', 'Teknisk säljare', i + 1),
          ],
        });
      case 'imageSetOfThree':
        return b.entry(kind, id, {
          title: 'Från våra projekt',
          ...head,
          images: [1, 2, 3].map((n) => b.asset(`${id}-${n}`, `Projektbild ${n}`, 800, 600)),
        });
      case 'imageSingle':
        return b.entry(kind, id, {
          title: 'Bild',
          ...head,
          image: b.asset(`${id}-bild`, 'Lastkaj med pallar', 1600, 900),
          caption: 'Vår lastkaj i Jönköping tar emot 40 bilar om dagen.',
        });
      case 'infoBlock':
        return b.entry(kind, id, {
          infoBlockTitle: 'Bra att veta',
          infoBlockText: doc(
            p(
              'Frågor? ',
              entryInline('button-kontakt'),
              ' eller mejla ',
              a('mailto:kundservice@bygg.sandbox.test', 'kundservice'),
              '.',
            ),
            p('Läs även ', entryLink('page-leveransvillkor', 'våra leveransvillkor'), '.'),
            assetBlock('ikon-info'),
          ),
          icon: icon('info'),
          backgroundColor: head.backgroundColor,
        });
      case 'textAndMedia':
        return b.entry(kind, id, {
          textMediaTitle: 'Så jobbar vi',
          text: doc(
            p(LOREM[i % LOREM.length] ?? ''),
            ul(['Snabba leveranser'], ['Personlig service'], ['Hållbara val']),
          ),
          image: b.asset(`${id}-bild`, 'Säljare i butik', 800, 800),
          imagePosition: i % 2 ? 'left' : 'right',
          backgroundColor: head.backgroundColor,
        });
      case 'textBlock':
        return b.entry(kind, id, {
          title: 'Mer information',
          bodyTextSecondary: doc(
            h(3, 'Villkor'),
            p(LOREM[(i + 1) % LOREM.length] ?? ''),
            ol(['Beställ'], ['Bekräfta'], ['Ta emot']),
          ),
          backgroundColor: head.backgroundColor,
        });
      case 'video':
        return b.entry(kind, id, {
          title: 'Film: så levererar vi med kranbil',
          ...head,
          videoUrl: 'https://www.youtube-nocookie.com/embed/sandbox-kranbil',
          thumbnail: b.asset(`${id}-tumnagel`, 'Kranbil lyfter gips', 1280, 720),
        });
      case 'accordions':
        return b.entry(kind, id, {
          title: 'Vanliga frågor',
          ...head,
          items: [
            ['Hur snabbt levererar ni?', 'Beställer du före 15 levererar vi nästa vardag.'],
            ['Kan jag ändra min order?', 'Ja, så länge den inte har plockats. Ring kundservice.'],
            ['Hur returnerar jag?', 'Lämna varan i valfri butik inom 30 dagar.'],
          ].map(([title, answer], n) =>
            b.entry('accordionItem', `${id}-${n}`, { title, body: doc(p(answer ?? '')) }),
          ),
        });
      default:
        throw new Error(`no seed for section kind ${kind}`);
    }
  }

  // ——— front page ———
  const FRONT_KINDS = FRONT_PAGE_SECTION_TYPES;
  b.entry('frontPage', 'startsida', {
    name: 'Startsida',
    metaDescription: 'Bygghandeln – byggmaterial, verktyg och tjänster för proffs.',
    hero: heroFor(
      'startsida',
      'Byggmaterial för proffs',
      'Över 4 000 artiklar i lager, leverans nästa vardag.',
    ),
    sections: Array.from({ length: 20 }, (_, i) =>
      section(
        FRONT_KINDS[i % FRONT_KINDS.length] ?? 'largeSection',
        `start-sektion-${String(i + 1).padStart(2, '0')}`,
        i,
      ),
    ),
  });

  // ——— content pages ———
  const PAGE_KINDS = PAGE_SECTION_TYPES;
  const pageId = (slug: string) => `page-${slug}`;
  b.asset('ikon-info', 'Informationsikon', 64, 64);
  PAGES.forEach((spec, i) => {
    const sections = [0, 1].map((n) => {
      const kind = PAGE_KINDS[(i * 2 + n) % PAGE_KINDS.length] ?? 'textBlock';
      return section(kind, `${spec.slug}-sektion-${n + 1}`, i + n);
    });
    if (spec.slug === 'bli-kund') sections.unshift(section('accountApplication', 'bli-kund-ansokan', i));
    if (spec.slug === 'kampanjvillkor') sections.push(E(MISSING_ENTRY_ID));
    const body: RichNode[] = [
      h(2, spec.title),
      p(LOREM[i % LOREM.length] ?? '', ' ', t('Läs mer nedan.', 'italic')),
      p(
        'Kontakta oss på ',
        a('mailto:kundservice@bygg.sandbox.test', 'kundservice@bygg.sandbox.test'),
        ' eller ',
        a('tel:+46102000000', '010-200 00 00'),
        '. Se även ',
        a('https://www.boverket.se/sv/byggande/', 'Boverkets byggregler'),
        ' och ',
        entryLink(pageId(PAGES[(i + 1) % PAGES.length]?.slug ?? 'om-oss'), 'nästa artikel'),
        '.',
      ),
      p('Redo att börja? ', entryInline('button-kontakt')),
      entryBlock('button-bli-kund'),
    ];
    if (i % 3 === 0) body.push(assetBlock(`tumnagel-${spec.slug}`));
    if (i % 4 === 1)
      body.push(
        table([
          ['Tjänst', 'Pris'],
          ['Kranbil', '1 495 kr'],
          ['Kapning', '25 kr/snitt'],
        ]),
      );
    if (i % 5 === 2) body.push(quote('Snabbaste leveransen vi haft. – Nöjd kund'), hr());
    if (spec.slug === 'om-oss') {
      body.push(
        p(
          'Den här länken får aldrig bli klickbar: ',
          a('javascript:alert(document.cookie)', 'farlig länk'),
          '.',
        ),
        p('Inte heller den här knappen: ', entryInline('button-farlig')),
        p('Data-URL: ', a('data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'data-länk'), '.'),
        p('Bifogad fil: ', assetLink('ikon-info', 'informationsikonen'), '.'),
        p('<script>alert("text är text")</script>'),
      );
    }
    const fields: Fields = {
      title: spec.title,
      preTitle: spec.preTitle,
      slug: spec.slug,
      showSidebar: i % 2 === 0,
      ingress: doc(p(LOREM[(i + 2) % LOREM.length] ?? '')),
      metaDescription: `${spec.title} – ${LOREM[i % LOREM.length]}`,
      canonicalLink: spec.listing ? `/${spec.listing}/${spec.slug}` : `/${spec.slug}`,
      bodyTextPrimary: doc(...body),
      displayContacts: i % 3 === 1,
      excludeFromSearch: spec.excludeFromSearch ?? false,
      authenticatedOnly: spec.authenticatedOnly ?? false,
      categorySectionTitle: i % 4 === 0 ? 'Relaterade kategorier' : undefined,
      categorySectionIcon: i % 4 === 0 ? icon('kategori') : undefined,
      categories: i % 4 === 0 ? ['el', 'vvs-industri', 'verktyg'] : undefined,
      hero: i % 2 === 0 ? heroFor(spec.slug, spec.title, LOREM[(i + 3) % LOREM.length] ?? '') : undefined,
      thumbnail: b.asset(`tumnagel-${spec.slug}`, spec.title, 480, 320),
      sections,
      banner: i % 3 === 2 ? banner(`sida-${spec.slug}`, 'Missa inte vårkampanjen', i) : undefined,
    };
    if (spec.draftOnly) b.draftEntry('contentPage', pageId(spec.slug), fields, spec.tags);
    else if (spec.slug === 'om-oss')
      b.entry('contentPage', pageId(spec.slug), fields, {
        tags: spec.tags ?? [],
        draft: { title: 'Om oss (utkast)', preTitle: 'Företaget sedan 1952' },
      });
    else b.entry('contentPage', pageId(spec.slug), fields, { tags: spec.tags ?? [] });
  });

  // ——— listing pages ———
  for (const listing of LISTINGS) {
    b.entry('contentListingPage', `listning-${listing.slug}`, {
      slug: listing.slug,
      title: listing.title,
      heroDesktop: b.asset(`listning-${listing.slug}-desktop`, listing.title, 1920, 480, listing.ingress),
      heroMobile: b.asset(`listning-${listing.slug}-mobile`, listing.title, 768, 600, listing.ingress),
      overlay: listing.slug !== 'kundservice',
      icon: icon(listing.slug),
      ingress: doc(p(listing.ingress)),
      metaDescription: listing.ingress,
      tagOrder: [...listing.tagOrder],
      content: PAGES.filter((page) => page.listing === listing.slug).map((page) => E(pageId(page.slug))),
    });
  }

  // ——— the press archive: a listing of more than one request's 200 items ———
  const archive = Array.from({ length: PRESS_ARCHIVE_SIZE }, (_, i) => {
    const n = String(i + 1).padStart(3, '0');
    const slug = `pressmeddelande-${n}`;
    return b.entry(
      'contentPage',
      pageId(slug),
      {
        title: `Pressmeddelande ${n}`,
        preTitle: 'Press',
        slug,
        ingress: doc(p(LOREM[i % LOREM.length] ?? '')),
        metaDescription: `Pressmeddelande ${n} från Bygghandeln.`,
        canonicalLink: `/pressarkiv/${slug}`,
        bodyTextPrimary: doc(p(LOREM[(i + 1) % LOREM.length] ?? '')),
        excludeFromSearch: false,
        authenticatedOnly: false,
      },
      { tags: ['press'] },
    );
  });
  b.entry('contentListingPage', 'listning-pressarkiv', {
    slug: 'pressarkiv',
    title: 'Pressarkiv',
    ingress: doc(p('Alla våra pressmeddelanden, det senaste först.')),
    metaDescription: 'Alla pressmeddelanden från Bygghandeln.',
    tagOrder: ['press'],
    content: archive,
  });

  // ——— stores ———
  const activityNames = [
    'Frukostmöte för hantverkare',
    'Demodag elverktyg',
    'Vårmässa',
    'Kurs i våtrumsmontage',
  ];
  stores.forEach((store, i) => {
    const hours = JSON.parse(store.opening_hours) as {
      weekday: number;
      opens: string | null;
      closes: string | null;
    }[];
    const serviceKeys = JSON.parse(store.services) as string[];
    const hoursFields = Object.fromEntries(
      WEEKDAY_FIELDS.map((field, d) => {
        const day = hours.find((hour) => hour.weekday === d + 1);
        return [field, day?.opens && day.closes ? `${day.opens}–${day.closes}` : 'Stängt'];
      }),
    );
    const detailsId = `butiksinfo-${store.id}`;
    b.entry('storeDetails', detailsId, {
      storeId: store.id,
      name: store.name,
      address: `${store.address}, ${store.postal_code} ${store.city}`,
      phone: store.phone,
      email: store.email,
      label: i % 5 === 0 ? 'Proffscenter' : undefined,
      location: { lat: store.lat, lon: store.lon },
      ...hoursFields,
      specialOpeningHoursWeekdays: {
        items: [
          { date: '2026-12-23', label: 'Dagen före julafton', hours: '07:00–14:00' },
          { date: '2026-12-24', label: 'Julafton', hours: 'Stängt' },
          { date: '2026-12-31', label: 'Nyårsafton', hours: i % 2 ? 'Stängt' : '07:00–12:00' },
        ],
      },
      specialOpeningHoursWeekends: {
        items: [{ date: '2026-12-26', label: 'Annandag jul', hours: 'Stängt' }],
      },
      infobox: doc(p(i % 3 === 0 ? 'Parkering för lastbil finns på baksidan.' : 'Välkommen in!')),
      assortments: assortmentIconItems.slice(0, 4 + (i % 5)),
      services: serviceKeys.map((key) => E(`tjanst-${key}`)),
      storeActivities: [0, 1].slice(0, 1 + (i % 2)).map((n) =>
        b.entry('storeActivity', `aktivitet-${store.id}-${n}`, {
          title: activityNames[(i + n) % activityNames.length],
          date: `2027-0${1 + ((i + n) % 9)}-${String(10 + (i % 18)).padStart(2, '0')}`,
          description: 'Anmälan i butiken. Vi bjuder på kaffe.',
          image: b.asset(`aktivitet-${store.id}-${n}-bild`, 'Aktivitet i butik', 800, 500),
        }),
      ),
      contactsSectionTitle: 'Kontakta butiken',
      contacts: [
        contact(`butik-${store.id}-chef`, `Butikschef ${store.city}`, 'Butikschef', i),
        contact(`butik-${store.id}-salj`, `Säljare ${store.city}`, 'Innesälj', i + 1),
      ],
      phoneNumbers: [
        b.entry('contact', `butik-${store.id}-vaxel`, { name: 'Växel', role: 'Växel', phone: store.phone }),
        b.entry('contact', `butik-${store.id}-order`, {
          name: 'Orderdisk',
          role: 'Order',
          phone: store.phone.replace(/\d$/, (d) => String((Number(d) + 1) % 10)),
          email: `order.${store.email}`,
        }),
      ],
    });
    b.entry('storePage', `butikssida-${store.id}`, {
      storeId: store.id,
      title: store.name,
      ingress: doc(p(`Välkommen till ${store.name} på ${store.address} i ${store.city}.`)),
      bodyTextPrimary: doc(
        p(LOREM[i % LOREM.length] ?? ''),
        p('Hitta hit: ', a(`https://www.openstreetmap.org/?mlat=${store.lat}&mlon=${store.lon}`, 'karta')),
      ),
      heroDesktop: b.asset('butik-hero-desktop', 'Butiksentré', 1920, 640),
      heroMobile: b.asset('butik-hero-mobile', 'Butiksentré', 768, 768),
      storeDetails: E(detailsId),
      sections: [
        E('start-sektion-07'),
        E('start-sektion-04'),
        ...(i % 3 === 0 ? [section('video', `butik-${store.id}-video`, i)] : []),
      ],
    });
  });

  // ——— retailers ———
  for (let i = 0; i < 160; i++) {
    const [town, lat, lon] = RETAILER_TOWNS[i % RETAILER_TOWNS.length] ?? ['Jönköping', 57.78, 14.16];
    const kind = RETAILER_KINDS[Math.floor(i / RETAILER_TOWNS.length) % RETAILER_KINDS.length];
    const name = `${SURNAMES[i % SURNAMES.length]} ${kind} ${town}`;
    const offerings = OFFERINGS.filter(() => rng.chance(0.45));
    b.entry('retailer', `aterforsaljare-${String(i + 1).padStart(3, '0')}`, {
      name,
      address: `${['Industrigatan', 'Verkstadsvägen', 'Storgatan', 'Hamngatan'][i % 4]} ${1 + (i % 40)}, ${town}`,
      location: {
        lat: Math.round((lat + (rng.next() - 0.5) * 0.05) * 1e4) / 1e4,
        lon: Math.round((lon + (rng.next() - 0.5) * 0.05) * 1e4) / 1e4,
      },
      offerings: offerings.length > 0 ? offerings : ['Järnhandel'],
      link: i % 7 === 0 ? undefined : `https://aterforsaljare-${i + 1}.sandbox.test/`,
    });
  }

  // ——— banners and chrome ———
  b.entry('alertBanner', 'varningsbanner', {
    active: true,
    type: 'warning',
    title: 'Störning i leveranser',
    message: 'På grund av snöoväder kan leveranser i Norrland bli försenade.',
    linkUrl: '/kundservice/leveransvillkor',
    linkText: 'Läs mer',
    secondLinkUrl: 'tel:+46102000000',
    secondLinkText: 'Ring kundservice',
  });
  b.entry('informationBanner', 'informationsbanner', {
    active: true,
    message: 'Fri frakt på beställningar över 5 000 kr i mars.',
    linkUrl: '/nyheter/kranbilsleveranser',
    linkText: 'Se villkor',
    linkIcon: 'truck',
  });
  b.entry('logo', 'logotyp', {
    name: 'Bygghandeln',
    logo: b.asset('logo', 'Bygghandeln', 240, 60),
    logoSmall: b.asset('logo-liten', 'Bygghandeln', 60, 60),
    favicon: b.asset('favicon', 'Bygghandeln', 32, 32),
    lightLogo: b.asset('logo-ljus', 'Bygghandeln (ljus)', 240, 60),
    lightLogoSmall: b.asset('logo-ljus-liten', 'Bygghandeln (ljus)', 60, 60),
  });
  const nav = (id: string, title: string, url: string, iconName?: string) =>
    b.entry('navigationLink', `lank-${id}`, { title, url, icon: iconName });
  const footerColumn = (id: string, title: string, links: unknown[]) =>
    b.entry('footerColumn', `sidfot-${id}`, { title, links });
  b.entry('header', 'sidhuvud', {
    name: 'Sidhuvud',
    links: [
      nav('sortiment', 'Sortiment', '/sortiment'),
      nav('kampanjer', 'Kampanjer', '/kampanjer'),
      nav('butiker', 'Hitta butik', '/hitta-butik', 'map-pin'),
      nav('inspiration', 'Inspiration', '/inspiration'),
    ],
    usps: ['Leverans nästa vardag', 'Fakturaköp för företag', '27 butiker i hela landet'],
  });
  b.entry('footer', 'sidfot', {
    name: 'Sidfot',
    columns: [
      footerColumn('kundservice', 'Kundservice', [
        nav('leverans', 'Leveransvillkor', '/kundservice/leveransvillkor'),
        nav('returer', 'Returer', '/kundservice/returer-och-reklamationer'),
        nav('fragor', 'Vanliga frågor', '/kundservice/vanliga-fragor'),
      ]),
      footerColumn('foretaget', 'Företaget', [
        nav('om', 'Om oss', '/om-oss'),
        nav('jobb', 'Jobba hos oss', '/jobba-hos-oss'),
        nav('integritet', 'Integritetspolicy', '/integritetspolicy'),
      ]),
    ],
    socialLinks: [nav('linkedin', 'LinkedIn', 'https://www.linkedin.com/', 'linkedin')],
    bottomText: '© 2026 Bygghandeln AB (sandbox)',
  });
  b.entry('ourServicesMenu', 'vara-tjanster', {
    title: 'Våra tjänster',
    items: [
      nav('tjanst-kranbil', 'Kranbilsleverans', '/inspiration/maskinuthyrning'),
      nav('tjanst-offert', 'Offertservice', '/kundservice/kontakta-oss'),
      nav('tjanst-punchout', 'E-handel och punch-out', '/kundservice/e-handel-och-punchout'),
    ],
  });

  return [...b.items.values()];
}

/** Writes the content seed into the cms tables. */
export function seedContent(db: DatabaseSync): void {
  const stores = db
    .prepare(`SELECT * FROM stores WHERE is_central = 0 ORDER BY id`)
    .all() as unknown as StoreRow[];
  const items = buildContent(stores);
  const insert = db.prepare(
    `INSERT INTO cms_items (id, kind, content_type, draft, published, tags, file, version, published_version,
       created_at, updated_at, published_at, first_published_at, seq, published_seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const base = Date.parse('2026-01-05T07:00:00.000Z');
  items.forEach((item, i) => {
    const created = new Date(base + i * 60_000).toISOString();
    const changed = JSON.stringify(item.draft) !== JSON.stringify(item.published);
    const updated = new Date(base + i * 60_000 + (changed ? 86_400_000 : 30_000)).toISOString();
    const published = item.published ? new Date(base + i * 60_000 + 30_000).toISOString() : null;
    insert.run(
      item.id,
      item.kind,
      item.contentType,
      JSON.stringify(item.draft),
      item.published ? JSON.stringify(item.published) : null,
      JSON.stringify(item.tags),
      item.file ?? null,
      changed ? 3 : 2,
      item.published ? 1 : null,
      created,
      updated,
      published,
      published,
      i + 1,
      item.published ? i + 1 : null,
    );
  });
  const insertTag = db.prepare(`INSERT INTO cms_tags (id, name, created_at) VALUES (?, ?, ?)`);
  TAGS.forEach(([id, name], i) => {
    insertTag.run(id, name, new Date(base - (TAGS.length - i) * 60_000).toISOString());
  });
}
