/**
 * The raw material of the seeded assortment: eight areas (the spec's custom
 * icons), their sub-categories, and per sub-category the product names,
 * brands and the dimensions its variants differ in.
 */
interface SubcategoryData {
  name: string;
  bases: string[];
  brands: string[];
  dims: [attribute: string, values: string[]][];
  unit: 'st' | 'm' | 'kg' | 'l' | 'förp';
  price: [min: number, max: number];
  extra?: [attribute: string, value: string][];
  warning?: { code: string; signalWord: 'Fara' | 'Varning'; description: string };
}

export interface AreaData {
  /** The URL's Swedish word for the area (`/kategorier/infastning`). */
  slug: string;
  name: string;
  /** The spec's custom icon name (content §9), where it differs from the slug. */
  icon?: string;
  subcategories: SubcategoryData[];
}

const mm = (values: number[]) => values.map((v) => `${String(v).replace('.', ',')} mm`);

export const AREAS: AreaData[] = [
  {
    slug: 'infastning',
    name: 'Infästning',
    icon: 'fastenings',
    subcategories: [
      {
        name: 'Skruv',
        bases: ['Träskruv', 'Fasadskruv', 'Gipsskruv', 'Golvskruv', 'Konstruktionsskruv', 'Betongskruv'],
        brands: ['Essve', 'Gunnebo', 'Würth'],
        dims: [
          ['Dimension', ['3,5x30', '4,0x40', '4,5x50', '5,0x60', '5,0x80', '6,0x100', '6,0x120']],
          ['Ytbehandling', ['Elförzinkad', 'Rostfri A4', 'Varmförzinkad']],
        ],
        unit: 'förp',
        price: [89, 699],
        extra: [['Förpackning', '200 st']],
      },
      {
        name: 'Spik',
        bases: ['Trådspik', 'Dyckert', 'Ankarspik', 'Pappspik'],
        brands: ['Gunnebo', 'Essve'],
        dims: [
          ['Längd', mm([40, 50, 60, 75, 90, 100, 125])],
          ['Ytbehandling', ['Blank', 'Varmförzinkad']],
        ],
        unit: 'kg',
        price: [45, 189],
      },
      {
        name: 'Plugg och expander',
        bases: ['Universalplugg', 'Expanderbult', 'Gipsplugg', 'Kemankare'],
        brands: ['Fischer', 'Hilti'],
        dims: [
          ['Längd', ['40 mm', '60 mm', '80 mm']],
          ['Storlek', ['M6', 'M8', 'M10', 'M12', 'M16']],
        ],
        unit: 'förp',
        price: [59, 899],
        warning: { code: 'H317', signalWord: 'Varning', description: 'Kan orsaka allergisk hudreaktion.' },
      },
      {
        name: 'Bult och mutter',
        bases: ['Sexkantskruv', 'Sexkantmutter', 'Bricka', 'Gängstång'],
        brands: ['Würth', 'Bulten'],
        dims: [
          ['Storlek', ['M6', 'M8', 'M10', 'M12', 'M16', 'M20']],
          ['Material', ['Förzinkad 8.8', 'Rostfri A2']],
        ],
        unit: 'förp',
        price: [29, 459],
      },
    ],
  },
  {
    slug: 'sprinkler',
    name: 'Sprinkler',
    subcategories: [
      {
        name: 'Sprinklerhuvuden',
        bases: ['Sprinklerhuvud hängande', 'Sprinklerhuvud stående', 'Sidosprinkler', 'Dold sprinkler'],
        brands: ['Viking', 'Tyco', 'Reliable'],
        dims: [
          ['Utlösningstemperatur', ['57 °C', '68 °C', '79 °C', '93 °C']],
          ['K-faktor', ['K80', 'K115']],
        ],
        unit: 'st',
        price: [119, 749],
      },
      {
        name: 'Sprinklerrör och kopplingar',
        bases: ['Sprinklerrör svart', 'Spårkoppling', 'Reduktion spår', 'T-rör spår'],
        brands: ['Victaulic', 'Grinnell'],
        dims: [['Dimension', ['DN25', 'DN32', 'DN40', 'DN50', 'DN65', 'DN80', 'DN100']]],
        unit: 'st',
        price: [89, 1890],
      },
      {
        name: 'Ventiler sprinkler',
        bases: ['Larmventil', 'Avstängningsventil sprinkler', 'Provventil'],
        brands: ['Viking', 'Tyco'],
        dims: [
          ['Anslutning', ['Spår', 'Fläns']],
          ['Dimension', ['DN50', 'DN65', 'DN80', 'DN100', 'DN150']],
        ],
        unit: 'st',
        price: [1490, 18900],
      },
    ],
  },
  {
    slug: 'vvs-industri',
    name: 'VVS och industri',
    subcategories: [
      {
        name: 'Rör',
        bases: ['Kopparrör', 'PEX-rör', 'Komposit-rör', 'Rostfritt rör', 'Stålrör'],
        brands: ['Uponor', 'Tece', 'Outokumpu'],
        dims: [
          ['Dimension', mm([12, 15, 18, 22, 28, 35, 42])],
          ['Längd', ['3 m', '5 m']],
        ],
        unit: 'm',
        price: [29, 420],
      },
      {
        name: 'Rördelar',
        bases: ['Klämringskoppling', 'Press-böj', 'Press-T', 'Nippel', 'Muff'],
        brands: ['Viega', 'Tectite', 'Gebo'],
        dims: [['Dimension', mm([12, 15, 18, 22, 28, 35, 42, 54])]],
        unit: 'st',
        price: [19, 389],
      },
      {
        name: 'Ventiler',
        bases: ['Kulventil', 'Backventil', 'Injusteringsventil', 'Säkerhetsventil'],
        brands: ['TA', 'Danfoss', 'Oventrop'],
        dims: [['Dimension', ['DN10', 'DN15', 'DN20', 'DN25', 'DN32', 'DN40', 'DN50']]],
        unit: 'st',
        price: [129, 2890],
      },
      {
        name: 'Pumpar',
        bases: ['Cirkulationspump', 'Dränkbar pump', 'Tryckstegringspump'],
        brands: ['Grundfos', 'Wilo', 'Xylem'],
        dims: [
          ['Spänning', ['230 V', '400 V']],
          ['Modell', ['25-40', '25-60', '32-60', '32-80', '40-120']],
        ],
        unit: 'st',
        price: [1890, 14900],
      },
      {
        name: 'Isolering',
        bases: ['Rörisolering cellgummi', 'Rörskål mineralull', 'Isoleringstejp'],
        brands: ['Armacell', 'Paroc'],
        dims: [
          ['Innerdiameter', mm([15, 18, 22, 28, 35, 42])],
          ['Isolertjocklek', mm([13, 19, 25])],
        ],
        unit: 'm',
        price: [25, 169],
      },
    ],
  },
  {
    slug: 'verktyg',
    name: 'Verktyg',
    subcategories: [
      {
        name: 'Handverktyg',
        bases: ['Hammare', 'Skruvmejsel', 'Tång', 'Skiftnyckel', 'Fogsvans', 'Kniv', 'Hylsnyckelsats'],
        brands: ['Bahco', 'Hultafors', 'Stanley'],
        dims: [
          ['Utförande', ['Standard', 'Isolerad 1000 V', 'Rostfri', 'Ergonomisk']],
          ['Storlek', ['Liten', 'Mellan', 'Stor']],
        ],
        unit: 'st',
        price: [79, 1290],
      },
      {
        name: 'Elverktyg',
        bases: ['Borrskruvdragare', 'Slagborrmaskin', 'Vinkelslip', 'Sticksåg', 'Cirkelsåg', 'Multiverktyg'],
        brands: ['Makita', 'DeWalt', 'Milwaukee', 'Bosch Professional'],
        dims: [
          ['Spänning', ['12 V', '18 V', '54 V']],
          ['Utförande', ['Utan batteri', 'Med 2 batterier', 'Med 2 batterier och laddare', 'Kit i väska']],
        ],
        unit: 'st',
        price: [1490, 7990],
      },
      {
        name: 'Mätverktyg',
        bases: ['Vattenpass', 'Måttband', 'Lasermätare', 'Korslaser'],
        brands: ['Hultafors', 'Stabila', 'Leica'],
        dims: [
          ['Klass', ['Standard', 'Proffs']],
          ['Längd', ['2 m', '3 m', '5 m', '8 m', '60 cm', '120 cm']],
        ],
        unit: 'st',
        price: [89, 5490],
      },
      {
        name: 'Borr och bits',
        bases: ['Betongborr', 'Metallborr HSS', 'Träborr', 'Bitssats', 'Hålsåg'],
        brands: ['Bosch Professional', 'Hilti', 'Irwin'],
        dims: [['Diameter', mm([4, 5, 6, 8, 10, 12, 14, 16])]],
        unit: 'st',
        price: [29, 699],
      },
    ],
  },
  {
    slug: 'mark-va',
    name: 'Mark och VA',
    subcategories: [
      {
        name: 'Avloppsrör',
        bases: ['Markavloppsrör PP', 'Tryckrör PE', 'Avloppsböj', 'Grenrör'],
        brands: ['Pipelife', 'Wavin', 'Uponor'],
        dims: [
          ['Dimension', mm([110, 160, 200, 250, 315])],
          ['Styvhet', ['SN4', 'SN8']],
        ],
        unit: 'st',
        price: [149, 3890],
      },
      {
        name: 'Brunnar',
        bases: ['Dagvattenbrunn', 'Tillsynsbrunn', 'Spolbrunn', 'Brunnslock gjutjärn'],
        brands: ['Pipelife', 'Wavin'],
        dims: [
          ['Höjd', ['500 mm', '1000 mm', '1500 mm']],
          ['Dimension', mm([200, 315, 400, 560])],
        ],
        unit: 'st',
        price: [590, 8900],
      },
      {
        name: 'Dränering',
        bases: ['Dränrör', 'Dränmatta', 'Geotextil', 'Stenkista'],
        brands: ['Pipelife', 'Fibertex'],
        dims: [['Dimension', ['50 m', '100 m', '1x25 m', '2x50 m', '4x50 m']]],
        unit: 'st',
        price: [290, 4890],
      },
    ],
  },
  {
    slug: 'fastighet',
    name: 'Fastighet',
    subcategories: [
      {
        name: 'Städ och förbrukning',
        bases: ['Allrengöring', 'Torkpapper', 'Toalettpapper', 'Sopsäck', 'Handtvål'],
        brands: ['Katrin', 'Tork', 'Kiilto'],
        dims: [
          ['Variant', ['Oparfymerad', 'Citrus']],
          ['Förpackning', ['1 l', '5 l', '10 l', '6-pack', '24-pack']],
        ],
        unit: 'förp',
        price: [39, 689],
        warning: { code: 'H319', signalWord: 'Varning', description: 'Orsakar allvarlig ögonirritation.' },
      },
      {
        name: 'Lås och säkerhet',
        bases: ['Cylinderlås', 'Dörrstängare', 'Hänglås', 'Nyckelskåp', 'Brandvarnare'],
        brands: ['Assa Abloy', 'Dorma', 'Abus'],
        dims: [
          ['Finish', ['Krom', 'Mässing', 'Svart', 'Vit']],
          ['Utförande', ['Standard', 'Förstärkt', 'Klass 3']],
        ],
        unit: 'st',
        price: [149, 3490],
      },
      {
        name: 'Skyltar och märkning',
        bases: ['Utrymningsskylt', 'Brandskyltning', 'Förbudsskylt', 'Märkband'],
        brands: ['Systemskyltar', 'Brady'],
        dims: [
          ['Material', ['Plast', 'Aluminium', 'Efterlysande']],
          ['Storlek', ['150x150 mm', '200x200 mm', '300x150 mm', '400x200 mm']],
        ],
        unit: 'st',
        price: [49, 490],
      },
      {
        name: 'Underhåll',
        bases: ['Fogskum', 'Silikon', 'Smörjspray', 'Rostskyddsfärg'],
        brands: ['Casco', 'Bostik', 'WD-40'],
        dims: [
          ['Färg', ['Vit', 'Transparent', 'Grå']],
          ['Förpackning', ['300 ml', '500 ml', '750 ml', '1 l']],
        ],
        unit: 'st',
        price: [69, 349],
        warning: {
          code: 'H222',
          signalWord: 'Fara',
          description: 'Extremt brandfarlig aerosol. Behållare under tryck: kan sprängas vid uppvärmning.',
        },
      },
    ],
  },
  {
    slug: 'kyla',
    name: 'Kyla',
    subcategories: [
      {
        name: 'Köldmedier',
        bases: ['Köldmedium R32', 'Köldmedium R290', 'Köldmedium R744', 'Köldmedium R454B'],
        brands: ['Linde', 'AGA'],
        dims: [['Flaska', ['5 kg', '10 kg', '12 kg']]],
        unit: 'st',
        price: [1890, 9900],
        warning: {
          code: 'H280',
          signalWord: 'Varning',
          description: 'Innehåller gas under tryck; kan explodera vid uppvärmning.',
        },
      },
      {
        name: 'Kylrör och delar',
        bases: ['Kylrör koppar', 'Flänsmutter', 'Lödböj', 'Torkfilter'],
        brands: ['Wieland', 'Danfoss'],
        dims: [['Dimension', ['1/4"', '3/8"', '1/2"', '5/8"', '3/4"', '7/8"']]],
        unit: 'st',
        price: [19, 890],
      },
      {
        name: 'Ventilation',
        bases: ['Spirorör', 'Ventilationsdon', 'Spjäll', 'Kanalfläkt'],
        brands: ['Lindab', 'Systemair', 'Fläkt Group'],
        dims: [['Dimension', mm([100, 125, 160, 200, 250, 315])]],
        unit: 'st',
        price: [89, 5900],
      },
      {
        name: 'Värmepumpstillbehör',
        bases: ['Väggkonsol', 'Kondensvattenpump', 'Vibrationsdämpare'],
        brands: ['Nibe', 'Sauermann'],
        dims: [
          ['Material', ['Galvaniserad', 'Rostfri']],
          ['Storlek', ['S', 'M', 'L', 'XL']],
        ],
        unit: 'st',
        price: [249, 2490],
      },
    ],
  },
  {
    slug: 'el',
    name: 'El',
    subcategories: [
      {
        name: 'Kabel',
        bases: [
          'Installationskabel EKLK',
          'Kraftkabel EKKJ',
          'Flexibel kabel',
          'Datakabel Cat6',
          'Installationstråd',
        ],
        brands: ['Nexans', 'Prysmian', 'Draka'],
        dims: [
          ['Ledararea', ['3G1,5', '3G2,5', '5G1,5', '5G2,5', '5G6']],
          ['Längd', ['50 m', '100 m']],
        ],
        unit: 'm',
        price: [6, 89],
      },
      {
        name: 'Installationsmaterial',
        bases: ['Kopplingsdosa', 'Vägguttag', 'Strömbrytare', 'Kabelkanal', 'Kabelstege'],
        brands: ['Schneider Electric', 'ABB', 'Hager'],
        dims: [
          ['Färg', ['Vit', 'Svart', 'Grå']],
          ['Utförande', ['Infälld', 'Utanpåliggande', 'IP44', 'IP65']],
        ],
        unit: 'st',
        price: [19, 690],
      },
      {
        name: 'Belysning',
        bases: ['LED-armatur', 'LED-panel', 'Strålkastare', 'Downlight', 'Nödbelysning'],
        brands: ['Fagerhult', 'Philips', 'Glamox'],
        dims: [
          ['Effekt', ['10 W', '20 W', '30 W', '40 W']],
          ['Färgtemperatur', ['3000 K', '4000 K', '5000 K']],
        ],
        unit: 'st',
        price: [149, 3890],
      },
      {
        name: 'Säkringar och centraler',
        bases: ['Dvärgbrytare', 'Jordfelsbrytare', 'Normcentral', 'Överspänningsskydd'],
        brands: ['ABB', 'Schneider Electric', 'Hager'],
        dims: [
          ['Poler', ['1-polig', '2-polig', '3-polig']],
          ['Märkström', ['6 A', '10 A', '16 A', '20 A', '25 A', '32 A']],
        ],
        unit: 'st',
        price: [69, 2890],
      },
    ],
  },
];

/** Swedish towns for stores: name, street, postal code, latitude, longitude. */
export const STORE_TOWNS: [string, string, string, number, number][] = [
  ['Stockholm Syd', 'Årstaängsvägen 21', '117 43', 59.3006, 18.0322],
  ['Stockholm Bromma', 'Ulvsundavägen 178', '168 67', 59.3497, 17.9613],
  ['Solna', 'Frösundaleden 2', '169 75', 59.3657, 18.0214],
  ['Uppsala', 'Stålgatan 10', '754 50', 59.8594, 17.6727],
  ['Västerås', 'Kopparbergsvägen 47', '722 13', 59.6162, 16.5528],
  ['Örebro', 'Bettorpsgatan 4', '703 69', 59.2741, 15.2066],
  ['Linköping', 'Roxtorpsgatan 13', '582 73', 58.4108, 15.6214],
  ['Norrköping', 'Koppargatan 30', '602 23', 58.5877, 16.1924],
  ['Jönköping', 'Ryhovsgatan 3', '553 03', 57.7826, 14.1618],
  ['Göteborg Hisingen', 'Exportgatan 47', '422 46', 57.7089, 11.9746],
  ['Göteborg Mölndal', 'Argongatan 6', '431 53', 57.6554, 12.0138],
  ['Borås', 'Åsboholmsgatan 6', '504 51', 57.721, 12.9401],
  ['Halmstad', 'Stationsgatan 46', '302 50', 56.6745, 12.8578],
  ['Helsingborg', 'Garnisonsgatan 1', '254 66', 56.0465, 12.6945],
  ['Malmö', 'Jägershillgatan 15', '213 75', 55.605, 13.0038],
  ['Lund', 'Företagsvägen 22', '227 61', 55.7047, 13.191],
  ['Kristianstad', 'Blekingevägen 100', '291 59', 56.0294, 14.1567],
  ['Växjö', 'Hejaregatan 20', '352 46', 56.8777, 14.8091],
  ['Kalmar', 'Bragegatan 2', '392 39', 56.6634, 16.3568],
  ['Karlstad', 'Blockgatan 2', '653 41', 59.3793, 13.5036],
  ['Gävle', 'Södra Kungsgatan 62', '802 55', 60.6749, 17.1413],
  ['Falun', 'Ingarvsvägen 3', '791 77', 60.607, 15.6355],
  ['Sundsvall', 'Birstavägen 20', '856 33', 62.3908, 17.3069],
  ['Östersund', 'Fältjägargatan 4', '831 42', 63.1792, 14.6357],
  ['Umeå', 'Formvägen 5', '906 21', 63.8258, 20.263],
  ['Luleå', 'Ackumulatorvägen 2', '973 45', 65.5848, 22.1567],
  ['Visby', 'Skarphällsgatan 4', '621 41', 57.6348, 18.2948],
];
