/*
 * Swedish content for the content stories: view models as `@shop/cms`
 * delivers them. Images are inline SVG (no network); the rich text's
 * embedded image is a file served by Storybook, because rich text takes only
 * http(s) or relative image URLs.
 */
import type {
  Accordions,
  AccountApplication,
  AlertBanner,
  AssortmentIcons,
  Banner,
  ContactCards,
  ContentBanners,
  ContentListingItem,
  DynamicForm,
  Hero,
  Image,
  ImageSetOfThree,
  ImageSingle,
  InfoBlock,
  InformationBanner,
  LargeSection,
  Logo,
  MarketingBanners,
  RandomBanners,
  RichText,
  SelectedProducts,
  ServiceCards,
  SubBanners,
  TextAndMedia,
  TextBlock,
  Video,
} from '@shop/cms';
import type { DynamicFormLabels } from './dynamic-form-rules';
import photoUrl from './fixture-photo.svg?url&no-inline';
import type { ContentLabels } from './labels';

export const contentLabels: ContentLabels = {
  phone: 'Telefon',
  email: 'E-post',
  newTab: '(öppnas i ny flik)',
  readMore: 'Läs mer',
  playVideo: 'Spela upp video',
  video: 'Video',
};

export const messageLabels = { close: 'Stäng meddelandet', region: 'Viktigt meddelande' };

export const formLabels: DynamicFormLabels = {
  required: 'obligatoriskt',
  fieldRequired: 'Fyll i fältet.',
  checkRequired: 'Kryssa i rutan för att gå vidare.',
  invalidEmail: 'Ange en giltig e-postadress, t.ex. namn@foretag.se.',
  invalidNumber: 'Ange ett tal.',
  invalidDate: 'Ange ett datum (ÅÅÅÅ-MM-DD).',
  invalidPhone: 'Ange ett telefonnummer med siffror.',
  choose: 'Välj…',
  submit: 'Skicka',
  sending: 'Skickar…',
  success: 'Tack! Vi har tagit emot dina uppgifter.',
  errorSummary: 'Rätta de markerade fälten.',
};

export const LONG_WORD = 'Installationsmaterialleverantörsavtalsvillkor';
export const HOSTILE_URL = 'javascript:alert(document.cookie)';

/** A placeholder photo: sky, hills and sun in the given colours. */
function photo(
  id: string,
  title: string,
  description: string,
  width = 1200,
  height = 675,
  hue = '#9fb4c8',
): Image {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#dfe6ed"/><path d="M0 ${height * 0.72} L${width * 0.3} ${height * 0.42} L${width * 0.5} ${height * 0.6} L${width * 0.7} ${height * 0.38} L${width} ${height * 0.7} V${height} H0Z" fill="${hue}"/><circle cx="${width * 0.8}" cy="${height * 0.22}" r="${Math.min(width, height) * 0.1}" fill="#f5c542"/></svg>`;
  return { id, title, description, url: `data:image/svg+xml,${encodeURIComponent(svg)}`, width, height };
}

/** A small line icon. */
function icon(id: string, title: string): Image {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="#0b4f8a" stroke-width="2"><path d="M3 21h18M5 21V9l7-5 7 5v12M9 21v-6h6v6"/></svg>';
  return {
    id,
    title,
    description: '',
    url: `data:image/svg+xml,${encodeURIComponent(svg)}`,
    width: 48,
    height: 48,
  };
}

/** A wordmark placeholder: the text on a band, in the given colours. */
function wordmark(id: string, text: string, width: number, height: number, fill: string, ink: string): Image {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" rx="6" fill="${fill}"/><text x="50%" y="62%" font-family="sans-serif" font-size="${Math.round(height * 0.42)}" font-weight="700" text-anchor="middle" fill="${ink}">${text}</text></svg>`;
  return {
    id,
    title: text,
    description: '',
    url: `data:image/svg+xml,${encodeURIComponent(svg)}`,
    width,
    height,
  };
}

/** The logo entry: dark versions for light backgrounds, light ones for dark; wide and small. */
export const siteLogo: Logo = {
  logo: wordmark('logo', 'Bygghandeln', 240, 60, '#0b4f8a', '#ffffff'),
  logoSmall: wordmark('logo-liten', 'B', 60, 60, '#0b4f8a', '#ffffff'),
  favicon: wordmark('favicon', 'B', 32, 32, '#0b4f8a', '#ffffff'),
  lightLogo: wordmark('logo-ljus', 'Bygghandeln', 240, 60, '#ffffff', '#0b2540'),
  lightLogoSmall: wordmark('logo-ljus-liten', 'B', 60, 60, '#ffffff', '#0b2540'),
};

export const images = {
  lager: photo('img-lager', 'Lager', 'Pallställ med isolering i vårt centrallager i Arlandastad', 1600, 700),
  lagerMobil: photo(
    'img-lager-mobil',
    'Lager mobil',
    'Pallställ med isolering i vårt centrallager',
    750,
    900,
    '#8aa58f',
  ),
  bygge: photo(
    'img-bygge',
    'Byggarbetsplats',
    'Snickare monterar takstolar på ett flerbostadshus',
    900,
    600,
    '#b3947a',
  ),
  rorkit: photo(
    'img-ror',
    'Rördelar',
    'Kopplingar och rördelar i mässing på en arbetsbänk',
    900,
    600,
    '#a3a0c4',
  ),
  verktyg: photo('img-verktyg', 'Verktyg', '', 900, 600, '#8aa58f'),
  portratt: photo('img-portratt', 'Anna Lindqvist', 'Porträtt av Anna Lindqvist', 400, 400, '#c4a0a0'),
  icon: icon('ikon-hus', 'Hus'),
};

// ——— rich text ———
type Node = {
  nodeType: string;
  data: Record<string, unknown>;
  content?: Node[];
  value?: string;
  marks?: { type: string }[];
};
const t = (value: string, ...marks: string[]): Node => ({
  nodeType: 'text',
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
});
const p = (...content: Node[]): Node => ({ nodeType: 'paragraph', data: {}, content });
const a = (uri: string, text: string): Node => ({ nodeType: 'hyperlink', data: { uri }, content: [t(text)] });
const target = (id: string, nodeType: string) => ({
  nodeType,
  data: { target: { sys: { id } } },
  content: [],
});

function richText(...content: Node[]): RichText {
  return {
    document: { nodeType: 'document', data: {}, content } as unknown as RichText['document'],
    entries: {
      'btn-ansok': {
        kind: 'button',
        id: 'btn-ansok',
        text: 'Ansök om konto',
        url: '/kundservice/ansok',
        variant: 'primary',
        size: null,
        inline: false,
        shape: null,
        icon: null,
      },
      'btn-villkor': {
        kind: 'button',
        id: 'btn-villkor',
        text: 'Läs villkoren',
        url: 'https://www.boverket.se/',
        variant: 'secondary',
        size: null,
        inline: true,
        shape: null,
        icon: null,
      },
    },
    assets: {
      'asset-foto': {
        id: 'asset-foto',
        url: photoUrl,
        title: 'Utlämning',
        description: 'Kund hämtar beställt material vid utlämningen',
        width: 800,
        height: 450,
      },
    },
  };
}

export const shortText = richText(
  p(t('Vi svarar vardagar 07–16. Ring eller skriv, så hjälper vi dig vidare.')),
);

/** Every node the renderer knows: marks, links of each kind (one hostile), buttons, a list and an image. */
export const fullText = richText(
  { nodeType: 'heading-3', data: {}, content: [t('Så handlar du som företagskund')] },
  p(
    t('Med ett '),
    t('företagskonto', 'bold'),
    t(' ser du dina egna priser. Läs mer om '),
    a('/kundservice/leverans', 'leveranser och frakt'),
    t(', hos '),
    a('https://www.boverket.se/', 'Boverket'),
    t(' eller '),
    a(HOSTILE_URL, 'klicka här för en överraskning'),
    t('.'),
  ),
  {
    nodeType: 'unordered-list',
    data: {},
    content: [
      { nodeType: 'list-item', data: {}, content: [p(t('Fakturaköp med 30 dagars betalning'))] },
      { nodeType: 'list-item', data: {}, content: [p(t(`Avtal enligt ${LONG_WORD}`))] },
    ],
  },
  target('btn-ansok', 'embedded-entry-block'),
  p(t('Villkoren finns här: '), target('btn-villkor', 'embedded-entry-inline'), t('.')),
  target('asset-foto', 'embedded-asset-block'),
);

/** Embedded buttons with the editor's size, shape and icon, and one whose URL is refused. */
export const styledButtons: RichText = {
  ...richText(
    p(t('Små och stora knappar: '), target('btn-ring', 'embedded-entry-inline'), t(' eller ')),
    target('btn-ansok-stor', 'embedded-entry-block'),
    target('btn-farlig', 'embedded-entry-block'),
  ),
  entries: {
    'btn-ring': {
      kind: 'button',
      id: 'btn-ring',
      text: 'Ring kundservice',
      url: 'tel:+46102000000',
      variant: 'secondary',
      size: 'small',
      inline: true,
      shape: 'square',
      icon: 'phone',
    },
    'btn-ansok-stor': {
      kind: 'button',
      id: 'btn-ansok-stor',
      text: 'Ansök om konto',
      url: '/kundservice/ansok',
      variant: 'primary',
      size: 'large',
      inline: false,
      shape: 'rounded',
      icon: 'arrow-right',
    },
    'btn-farlig': {
      kind: 'button',
      id: 'btn-farlig',
      text: 'Klicka här',
      url: HOSTILE_URL,
      variant: 'primary',
      size: 'small',
      inline: false,
      shape: 'rounded',
      icon: 'no-such-icon',
    },
  },
};

// ——— hero and banners ———
export const heroOverlay: Hero = {
  id: 'hero-start',
  title: 'Allt för bygget – levererat till arbetsplatsen',
  titleFontSize: 'large',
  slug: null,
  description: 'Beställ före 14 så kör vi ut nästa vardag i hela Mälardalen.',
  overlay: true,
  desktopImage: images.lager,
  mobileImage: images.lagerMobil,
  icon: null,
};
export const heroBelow: Hero = { ...heroOverlay, id: 'hero-below', overlay: false, titleFontSize: 'medium' };
export const heroTextOnly: Hero = {
  ...heroOverlay,
  id: 'hero-text',
  title: 'Kundservice',
  description: 'Vi hjälper dig med order, leveranser och konton.',
  desktopImage: null,
  mobileImage: null,
  icon: images.icon,
};

export function banner(id: string, overrides: Partial<Banner> = {}): Banner {
  return {
    id,
    name: `Banner ${id}`,
    title: 'Vårkampanj på isolering',
    icon: null,
    textRow1: 'Upp till 25 % rabatt på mineralull och cellplast.',
    textRow2: 'Gäller till och med 31 mars.',
    contentImage: images.bygge,
    image: null,
    template: null,
    linkUrl: '/kampanjer/isolering',
    isExternalLink: false,
    marketingId: `MKT-${id}`,
    creative: `banner-${id}`,
    ...overrides,
  };
}

export const pageBanner = banner('sida', { icon: images.icon });

/** A content listing's item: the page it lists, with its thumbnail, tags and banner. */
export const listingItem: ContentListingItem = {
  id: 'page-isolera-vinden',
  slug: 'isolera-vinden',
  title: 'Så isolerar du vinden rätt',
  preTitle: 'Guide',
  thumbnail: images.bygge,
  ingress: null,
  banner: banner('guide', { icon: images.icon, title: 'Vårkampanj på isolering' }),
  tags: [
    { id: 'guide', name: 'Guide' },
    { id: 'hallbarhet', name: 'Hållbarhet' },
  ],
  authenticatedOnly: false,
};

const bannerItems: Banner[] = [
  banner('isolering'),
  banner('boverket', {
    title: 'Nya byggregler 2026',
    textRow1: 'Så påverkar Boverkets nya föreskrifter ditt nästa projekt.',
    textRow2: null,
    contentImage: images.rorkit,
    linkUrl: 'https://www.boverket.se/',
    isExternalLink: true,
  }),
  banner('farlig', {
    title: 'Julklappstips till hantverkaren',
    textRow1: 'En länk från innehållet som inte är säker visas utan länk.',
    textRow2: null,
    contentImage: null,
    icon: images.icon,
    linkUrl: HOSTILE_URL,
    template: 'brand',
  }),
];

export const subBanners: SubBanners = {
  kind: 'SubBanners',
  id: 'sub',
  name: 'Startsida under hero',
  title: 'Aktuellt just nu',
  icon: null,
  backgroundColor: null,
  items: bannerItems,
};

export const contentBanners: ContentBanners = {
  kind: 'ContentBanners',
  id: 'content-banners',
  title: 'Inspiration och guider',
  icon: null,
  backgroundColor: '#f3f4f6',
  items: [
    banner('guide', { title: LONG_WORD, textRow1: 'Allt om avtalen med våra leverantörer.', textRow2: null }),
    banner('utan-bild', { title: 'Utan bild', contentImage: null, linkUrl: null }),
  ],
};

export const largeSection: LargeSection = {
  kind: 'LargeSection',
  id: 'large',
  title: 'Proffsservice',
  icon: images.icon,
  backgroundColor: null,
  subHero: {
    title: 'Vi levererar direkt till bygget',
    text: 'Med kranbil, i rätt tid och med kvitto i appen. Boka leveransen när du lägger ordern.',
    buttonText: 'Boka leverans',
    buttonLink: '/tjanster/leverans',
    image: images.bygge,
    linkUrl: null,
    isExternalLink: false,
    template: null,
  },
};

export const randomBanners: RandomBanners = {
  kind: 'RandomBanners',
  id: 'random',
  title: null,
  icon: null,
  backgroundColor: 'grey',
  items: [
    {
      id: 'slump-1',
      title: 'Månadens verktyg: borrmaskin',
      preTitle: 'Erbjudande',
      text: 'Kraftig borrmaskin med två batterier till medlemspris.',
      contentImage: images.verktyg,
      buttonText: 'Se erbjudandet',
      linkUrl: '/kampanjer/verktyg',
      isExternalLink: false,
      template: null,
      marketingId: 'MKT-1',
      creative: 'slump-1',
    },
    {
      id: 'slump-2',
      title: 'Gratis frakt på rör och kopplingar',
      preTitle: 'Bara denna vecka',
      text: 'Vid order över 5 000 kr.',
      contentImage: images.rorkit,
      buttonText: null,
      linkUrl: '/kampanjer/ror',
      isExternalLink: false,
      template: null,
      marketingId: 'MKT-2',
      creative: 'slump-2',
    },
    {
      id: 'slump-3',
      title: 'Kurs i våtrumsarbete',
      preTitle: null,
      text: null,
      contentImage: null,
      buttonText: 'Anmäl dig',
      linkUrl: 'https://www.bkr.se/',
      isExternalLink: true,
      template: null,
      marketingId: 'MKT-3',
      creative: 'slump-3',
    },
  ],
};

const marketingItem = (
  id: string,
  metaTitle: string,
  weight: number,
  extra: Partial<MarketingBanners['items'][number]> = {},
) => ({
  id,
  metaTitle,
  metaDescription: null,
  desktopImage: photo(`${id}-desktop`, metaTitle, '', 1600, 400, '#9fb4c8'),
  mobileImage: photo(`${id}-mobile`, metaTitle, '', 750, 500, '#8aa58f'),
  linkUrl: `/kampanjer/${id}`,
  isExternalLink: false,
  weight,
  marketingId: `MKT-${id}`,
  creative: id,
  ...extra,
});

/** Editor order: Takpapp (1), Fönster (5), Golv (1), Extern (3): shown as Fönster, Extern, Takpapp, Golv. */
export const marketingBanners: MarketingBanners = {
  kind: 'MarketingBanners',
  id: 'marketing',
  name: 'Marknadsbanners start',
  title: 'Kampanjer',
  icon: null,
  backgroundColor: null,
  items: [
    marketingItem('takpapp', 'Takpapp till vårpris', 1),
    marketingItem('fonster', 'Fönster och dörrar – 20 % rabatt', 5),
    marketingItem('golv', 'Golv för proffs', 1, {
      desktopImage: null,
      mobileImage: null,
      metaDescription: 'Ekparkett och laminat i lager',
    }),
    marketingItem('extern', 'Mässan Nordbygg', 3, {
      linkUrl: 'https://www.nordbygg.se/',
      isExternalLink: true,
    }),
  ],
};

export const selectedProducts: SelectedProducts = {
  kind: 'SelectedProducts',
  id: 'selected',
  name: 'Utvalda produkter start',
  title: 'Populärt hos proffsen',
  selectedProductsId: 'utvalda-1',
  articleNumbers: ['100234', '100567', '100890'],
};

export const assortmentIcons: AssortmentIcons = {
  kind: 'AssortmentIcons',
  id: 'icons',
  title: 'Vårt sortiment',
  icon: null,
  backgroundColor: null,
  items: [
    { id: 'bygg', title: 'Byggmaterial', icon: images.icon, linkUrl: '/sortiment/byggmaterial' },
    { id: 'vvs', title: 'VVS', icon: images.icon, linkUrl: '/sortiment/vvs' },
    { id: 'el', title: 'Elinstallationsmaterial', icon: images.icon, linkUrl: '/sortiment/el' },
    { id: 'farlig', title: 'Färg', icon: images.icon, linkUrl: HOSTILE_URL },
    { id: 'utan', title: LONG_WORD, icon: null, linkUrl: null },
  ],
};

export const serviceCards: ServiceCards = {
  kind: 'ServiceCards',
  id: 'services',
  title: 'Tjänster',
  icon: null,
  backgroundColor: 'light',
  items: [
    {
      id: 'kran',
      title: 'Kranbilsleverans',
      description: 'Vi lyfter upp materialet där det ska användas.',
      icon: images.icon,
      linkUrl: '/tjanster/kranbil',
    },
    {
      id: 'hyra',
      title: 'Maskinuthyrning',
      description: 'Hyr maskiner hos vår partner.',
      icon: images.icon,
      linkUrl: 'https://www.example.se/hyra',
    },
    { id: 'rad', title: 'Rådgivning', description: null, icon: null, linkUrl: null },
  ],
};

export const accountApplication: AccountApplication = {
  kind: 'AccountApplication',
  id: 'application',
  title: 'Ansök om företagskonto',
  icon: null,
  backgroundColor: null,
  text: richText(p(t('Fyll i formuläret så hör vi av oss inom två arbetsdagar.'))),
  formId: 'formular-konto',
};

export const contactCards: ContactCards = {
  kind: 'ContactCards',
  id: 'contacts',
  title: 'Kontakta oss',
  icon: null,
  backgroundColor: null,
  items: [
    {
      id: 'anna',
      role: 'Säljchef',
      name: 'Anna Lindqvist',
      phone: '08-123 45 67',
      email: 'anna.lindqvist@bygghandeln.example',
      image: images.portratt,
    },
    {
      id: 'kundtjanst',
      role: 'Kundtjänst',
      name: 'Kundtjänst Proffs',
      phone: '+46 8-765 43 21',
      email: null,
      image: null,
    },
    {
      id: 'erik',
      role: null,
      name: 'Erik Johansson-Öberg',
      phone: null,
      email: 'erik@bygghandeln.example',
      image: null,
    },
  ],
};

export const imageSetOfThree: ImageSetOfThree = {
  kind: 'ImageSetOfThree',
  id: 'three',
  title: 'Från våra kunders projekt',
  icon: null,
  backgroundColor: null,
  images: [images.bygge, images.rorkit, images.verktyg],
};

export const imageSingle: ImageSingle = {
  kind: 'ImageSingle',
  id: 'single',
  title: 'Nya butiken i Solna',
  icon: null,
  backgroundColor: null,
  image: images.lager,
  caption: 'Öppnade i mars: 4 000 kvadratmeter lager och drive-in.',
};

export const infoBlock: InfoBlock = {
  kind: 'InfoBlock',
  id: 'info',
  title: 'Bra att veta om leveranser',
  text: fullText,
  icon: images.icon,
  backgroundColor: null,
};

export const textAndMedia: TextAndMedia = {
  kind: 'TextAndMedia',
  id: 'text-media',
  title: 'Hämta i butik på 30 minuter',
  text: richText(
    p(
      t('Beställ i appen eller på webben och hämta i utlämningen. '),
      a('/kundservice/hamta', 'Så fungerar det'),
    ),
  ),
  image: images.bygge,
  imagePosition: 'right',
  backgroundColor: null,
};

export const textBlock: TextBlock = {
  kind: 'TextBlock',
  id: 'text',
  title: 'Om oss',
  text: fullText,
  backgroundColor: null,
};

export const video: Video = {
  kind: 'Video',
  id: 'video',
  title: 'Så monterar du takfotsplåt',
  icon: null,
  backgroundColor: null,
  videoUrl: 'https://www.youtube-nocookie.com/embed/abc123?rel=0',
  thumbnail: images.bygge,
};

export const accordions: Accordions = {
  kind: 'Accordions',
  id: 'faq',
  title: 'Vanliga frågor',
  icon: null,
  backgroundColor: null,
  items: [
    {
      id: 'q1',
      title: 'Hur lång är leveranstiden?',
      body: richText(p(t('Beställ före 14 så levererar vi nästa vardag.'))),
    },
    {
      id: 'q2',
      title: 'Kan jag handla på faktura?',
      body: richText(p(t('Ja, med ett företagskonto. '), a('/kundservice/ansok', 'Ansök här'))),
    },
    { id: 'q3', title: `Vad innebär ${LONG_WORD}?`, body: null },
  ],
};

export const alertBanner: AlertBanner = {
  id: 'alert',
  active: true,
  type: 'warning',
  title: 'Störningar i leveranserna',
  message: 'På grund av snöoväder kan leveranser i Norrland bli försenade.',
  linkUrl: '/driftinformation',
  linkText: 'Läs mer om läget',
  secondLinkUrl: 'https://www.trafikverket.se/',
  secondLinkText: 'Trafikverket',
};

export const informationBanner: InformationBanner = {
  id: 'info-banner',
  active: true,
  message: 'Fri frakt på order över 5 000 kr hela april.',
  linkUrl: '/kampanjer/frakt',
  linkText: 'Se villkoren',
  linkIcon: null,
};

export const applicationForm: DynamicForm = {
  id: 'formular-konto',
  title: 'Kontoansökan',
  formTitle: 'Ansök om konto',
  formDescription: richText(p(t('Fält markerade obligatoriskt måste fyllas i.'))),
  inputs: [
    {
      id: 'foretag',
      title: 'Företagsnamn',
      type: 'text',
      inputList: [],
      requiredField: true,
      placeholderText: null,
    },
    {
      id: 'epost',
      title: 'E-post',
      type: 'email',
      inputList: [],
      requiredField: true,
      placeholderText: 'namn@foretag.se',
    },
    {
      id: 'telefon',
      title: 'Telefon',
      type: 'tel',
      inputList: [],
      requiredField: false,
      placeholderText: null,
    },
    {
      id: 'anstallda',
      title: 'Antal anställda',
      type: 'number',
      inputList: [],
      requiredField: false,
      placeholderText: null,
    },
    {
      id: 'start',
      title: 'Önskat startdatum',
      type: 'date',
      inputList: [],
      requiredField: false,
      placeholderText: null,
    },
    {
      id: 'bransch',
      title: 'Bransch',
      type: 'select',
      inputList: ['Bygg', 'VVS', 'El', 'Fastighet'],
      requiredField: true,
      placeholderText: null,
    },
    {
      id: 'kontakt',
      title: 'Kontakta mig via',
      type: 'radio',
      inputList: ['E-post', 'Telefon'],
      requiredField: false,
      placeholderText: null,
    },
    {
      id: 'meddelande',
      title: 'Meddelande',
      type: 'textarea',
      inputList: [],
      requiredField: false,
      placeholderText: 'Berätta gärna om era behov',
    },
    {
      id: 'okand',
      title: 'Organisationsnummer',
      type: 'orgnr',
      inputList: [],
      requiredField: false,
      placeholderText: null,
    },
    {
      id: 'villkor',
      title: 'Jag godkänner villkoren',
      type: 'checkbox',
      inputList: [],
      requiredField: true,
      placeholderText: null,
    },
  ],
};

/** One section of every kind, in a page's order. */
export const allSections = [
  largeSection,
  subBanners,
  randomBanners,
  marketingBanners,
  contentBanners,
  selectedProducts,
  assortmentIcons,
  serviceCards,
  accountApplication,
  contactCards,
  imageSetOfThree,
  imageSingle,
  infoBlock,
  textAndMedia,
  textBlock,
  video,
  accordions,
] as const;
