import { scryptSync } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { PERMISSION_DENY_CODES, type PermissionDeny, type Role } from '@shop/commerce-client/contract';
import { oreToText } from './catalogue.ts';
import type { Random } from './random.ts';

/** Every seeded account shares this password (except the one that must set a password first). */
export const SEEDED_PASSWORD = 'Sandbox-2026';
/** The temporary password an admin gave the seeded users who must choose their own at first sign-in. */
export const SEEDED_TEMPORARY_PASSWORD = 'Tillfalligt-2026';

/**
 * scrypt with a deliberately low cost: this is a local stand-in, and the
 * login benchmark measures the service, not the hash.
 */
export function hashPassword(password: string, salt: string): string {
  return `${salt}:${scryptSync(password, salt, 32, { N: 1024, r: 8, p: 1 }).toString('hex')}`;
}

export interface SeededAccount {
  username: string;
  /** The password to sign in with; for one who must choose their own, the temporary one. */
  password: string | null;
  /** Signing in with `password` asks for a new one first (§4's challenge). */
  mustChoosePassword: boolean;
  role: Role;
  permissionDenies: PermissionDeny[];
  customers: string[];
  note: string;
}

const CUSTOMERS: [
  id: string,
  name: string,
  assortment: string | null,
  discount: number,
  projects: string[],
][] = [
  [
    '10001',
    'Nordbygg Entreprenad AB',
    null,
    12,
    ['Kv. Hamnen etapp 2', 'Täby skola', 'Service och underhåll'],
  ],
  ['10002', 'Rörlaget i Göteborg AB', 'vvs', 15, ['Frölunda torg', 'Stambyte Majorna']],
  ['10003', 'Elkraft Norr AB', 'el', 10, ['Luleå sjukhus', 'Umeå campus']],
  ['10004', 'Fastighetsservice Syd AB', null, 8, ['Malmö bestånd', 'Lund bestånd']],
  ['10005', 'Kylteknik Mälardalen AB', null, 14, ['Västerås depå']],
  ['10006', 'Sprinklerbolaget i Sverige AB', null, 11, ['Arlanda terminal 5', 'Lagerhall Eskilstuna']],
  ['10007', 'Vilande Bygg AB', null, 0, []],
];

const DENY_CODES: readonly PermissionDeny[] = PERMISSION_DENY_CODES;

interface UserSeed {
  username: string;
  first: string;
  last: string;
  role: Role;
  customers: string[];
  denies?: PermissionDeny[];
  tokenVersion?: number;
  needsActivation?: boolean;
  active?: boolean;
  note: string;
}

function denyUsername(code: PermissionDeny): string {
  return code.toLowerCase().replace(/_/g, '.').replace('ö', 'o');
}

const USERS: UserSeed[] = [
  {
    username: 'anna.user',
    first: 'Anna',
    last: 'Andersson',
    role: 'USER',
    customers: ['10001'],
    note: 'Vanlig användare, ett kundkonto med tre projekt',
  },
  {
    username: 'bertil.buyeradmin',
    first: 'Bertil',
    last: 'Berg',
    role: 'BUYER_ADMIN',
    customers: ['10001', '10004'],
    note: 'Administratör för sina två kunder',
  },
  {
    username: 'cecilia.selleradmin',
    first: 'Cecilia',
    last: 'Carlsson',
    role: 'SELLER_ADMIN',
    customers: ['10001', '10002', '10003'],
    note: 'Säljaradministratör',
  },
  {
    username: 'david.siteadmin',
    first: 'David',
    last: 'Dahl',
    role: 'SITE_ADMIN',
    customers: ['10001', '10002', '10003', '10004', '10005', '10006'],
    note: 'Webbplatsadministratör, alla kunder',
  },
  {
    username: 'erik.flerkund',
    first: 'Erik',
    last: 'Ek',
    role: 'USER',
    customers: ['10001', '10002', '10006'],
    note: 'Flera kunder och projekt (kontextbyte)',
  },
  ...DENY_CODES.map((code, i) => ({
    username: denyUsername(code),
    first: 'Test',
    last: `Spärr ${i + 1}`,
    role: 'USER' as Role,
    customers: ['10001'],
    denies: [code],
    note: `Spärrkod ${code}`,
  })),
  {
    username: 'version1.user',
    first: 'Vera',
    last: 'Version',
    role: 'USER',
    customers: ['10002'],
    tokenVersion: 1,
    note: 'Får token med ver: 1 (tvingad förnyelse)',
  },
  {
    username: 'ny.anvandare',
    first: 'Nora',
    last: 'Ny',
    role: 'USER',
    customers: ['10003'],
    needsActivation: true,
    note: 'Skapad av admin, måste välja lösenord (/activate-user)',
  },
  {
    username: 'punchout.user',
    first: 'Per',
    last: 'Punch',
    role: 'USER',
    customers: ['10004'],
    note: 'Punch-out (OCI) via /v2/oci/sessions',
  },
  {
    username: 'inaktiv.anvandare',
    first: 'Ivar',
    last: 'Inaktiv',
    role: 'USER',
    customers: ['10001'],
    active: false,
    note: 'Inaktiverad: inloggning nekas',
  },
  {
    username: 'utan.butiker',
    first: 'Ulla',
    last: 'Utan',
    role: 'USER',
    customers: ['10007'],
    note: 'Kund utan butiker: sessionen kan inte starta',
  },
  // Appended, so every user above keeps its id (u0001…) and what hangs on it (store, orders, lists).
  {
    username: 'eget.sortiment',
    first: 'Elin',
    last: 'Egen',
    role: 'USER',
    customers: ['10003'],
    note: 'Kund med eget sortiment (El-sortiment): kan visa hela sortimentet',
  },
  {
    username: 'eget.sortiment.last',
    first: 'Love',
    last: 'Låst',
    role: 'USER',
    customers: ['10003'],
    denies: ['EJ_ANDRA_SORTIMENT'],
    note: 'Kund med eget sortiment och spärrkod EJ_ANDRA_SORTIMENT: kan inte byta sortiment',
  },
];

export function seedAccounts(
  db: DatabaseSync,
  rng: Random,
  articleNumbers: string[],
  storeIds: string[],
): SeededAccount[] {
  const insertAssortment = db.prepare(`INSERT INTO assortments (name, title, category_ids) VALUES (?, ?, ?)`);
  insertAssortment.run('vvs', 'VVS-sortiment', JSON.stringify(['c3', 'c2', 'c1']));
  insertAssortment.run('el', 'El-sortiment', JSON.stringify(['c8', 'c4', 'c1']));

  const insertCustomer = db.prepare(
    `INSERT INTO customers (id, name, active, assortment, discount_percent) VALUES (?, ?, ?, ?, ?)`,
  );
  const insertProject = db.prepare(`INSERT INTO projects (id, customer_id, name) VALUES (?, ?, ?)`);
  const projectsOf = new Map<string, string[]>();
  // Every customer may punch out to the sandbox's own procurement simulator; 10004 also to its SAP system.
  const insertHookHost = db.prepare(`INSERT INTO punchout_hook_hosts (customer_id, host) VALUES (?, ?)`);
  for (const [id, name, assortment, discount, projects] of CUSTOMERS) {
    insertCustomer.run(id, name, id === '10007' ? 0 : 1, assortment, discount);
    for (const host of ['localhost:4000', '127.0.0.1:4000']) insertHookHost.run(id, host);
    if (id === '10004') insertHookHost.run(id, 'sap.example.test');
    projectsOf.set(
      id,
      projects.map((projectName, i) => {
        const projectId = `${id}-P${i + 1}`;
        insertProject.run(projectId, id, projectName);
        return projectId;
      }),
    );
  }

  const insertUser = db.prepare(
    `INSERT INTO users (id, username, password_hash, first_name, last_name, email, mobile_number, role, active, token_version,
       needs_activation, default_customer_id, default_project_id, preferred_store, preferred_delivery_method, email_verified, note)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertUserCustomer = db.prepare(
    `INSERT INTO user_customers (user_id, customer_id, project_id, role, permission_denies) VALUES (?, ?, ?, ?, ?)`,
  );
  const accounts: SeededAccount[] = [];
  USERS.forEach((user, i) => {
    const id = `u${String(i + 1).padStart(4, '0')}`;
    const firstCustomer = user.customers[0] ?? null;
    const firstProject = firstCustomer ? (projectsOf.get(firstCustomer)?.[0] ?? null) : null;
    insertUser.run(
      id,
      user.username,
      hashPassword(user.needsActivation ? SEEDED_TEMPORARY_PASSWORD : SEEDED_PASSWORD, `salt-${id}`),
      user.first,
      user.last,
      `${user.username}@kund.sandbox.test`,
      i % 2 === 0 ? `070-${String(1_000_000 + i * 7919).slice(1)}` : null,
      user.role,
      user.active === false ? 0 : 1,
      user.tokenVersion ?? 2,
      user.needsActivation ? 1 : 0,
      firstCustomer,
      firstProject,
      user.customers[0] === '10007' ? null : (storeIds[i % storeIds.length] ?? null),
      'DBI',
      user.needsActivation ? 0 : 1,
      user.note,
    );
    for (const customerId of user.customers) {
      insertUserCustomer.run(
        id,
        customerId,
        projectsOf.get(customerId)?.[0] ?? null,
        user.role,
        JSON.stringify(user.denies ?? []),
      );
    }
    accounts.push({
      username: user.username,
      password: user.needsActivation ? SEEDED_TEMPORARY_PASSWORD : SEEDED_PASSWORD,
      mustChoosePassword: user.needsActivation === true,
      role: user.role,
      permissionDenies: user.denies ?? [],
      customers: user.customers,
      note: user.note,
    });
  });

  seedAddresses(db);
  seedOrders(db, rng, articleNumbers);
  seedFavourites(db, rng, articleNumbers);
  seedCampaigns(db, rng, articleNumbers);
  return accounts;
}

function seedAddresses(db: DatabaseSync) {
  const insert = db.prepare(
    `INSERT INTO addresses (id, customer_id, label, name, recipient_name, address1, address2, address3, postal_code,
       postal_address, country_code, read_only, preselected, valid_for_delivery, phone)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let n = 0;
  const add = (
    customerId: string,
    label: string,
    name: string,
    recipient: string | null,
    address1: string,
    address2: string | null,
    postalCode: string,
    postalAddress: string,
    flags: { readOnly?: boolean; preselected?: boolean; valid?: boolean; country?: 'SE' | 'AX' } = {},
  ) => {
    n += 1;
    insert.run(
      `a${String(n).padStart(4, '0')}`,
      customerId,
      label,
      name,
      recipient,
      address1,
      address2,
      null,
      postalCode,
      postalAddress,
      flags.country ?? 'SE',
      flags.readOnly ? 1 : 0,
      flags.preselected ? 1 : 0,
      flags.valid === false ? 0 : 1,
      '08-123 456 00',
    );
  };
  add(
    '10001',
    'Huvudkontor',
    'Nordbygg Entreprenad AB',
    'Godsmottagningen',
    'Industrivägen 12',
    'Port 3',
    '171 48',
    'Solna',
    { readOnly: true, preselected: true },
  );
  add(
    '10001',
    'Kv. Hamnen',
    'Nordbygg Entreprenad AB',
    'Platschef Lina Holm',
    'Hamnvägen 4',
    'Bodetablering B',
    '115 41',
    'Stockholm',
  );
  add('10001', 'Täby skola', 'Nordbygg Entreprenad AB', null, 'Skolvägen 1', null, '183 30', 'Täby');
  add(
    '10001',
    'Gammalt lager',
    'Nordbygg Entreprenad AB',
    'Lager',
    'Rivningsgatan 9',
    'Hus 2',
    '123 45',
    'Farsta',
    { valid: false },
  );
  add(
    '10001',
    'Åland filial',
    'Nordbygg Åland Ab',
    'Mottagning',
    'Torggatan 5',
    'Butiksplan',
    '22100',
    'Mariehamn',
    { country: 'AX' },
  );
  add(
    '10002',
    'Verkstad',
    'Rörlaget i Göteborg AB',
    'Verkstaden',
    'Ringögatan 20',
    'Lastkaj 1',
    '417 07',
    'Göteborg',
    { readOnly: true, preselected: true },
  );
  add(
    '10002',
    'Frölunda torg',
    'Rörlaget i Göteborg AB',
    'Arbetsledare',
    'Frölunda torg 1',
    'Entré C',
    '421 42',
    'Västra Frölunda',
  );
  add('10003', 'Kontor Luleå', 'Elkraft Norr AB', 'Reception', 'Storgatan 50', 'Plan 2', '972 31', 'Luleå', {
    preselected: true,
  });
  add(
    '10004',
    'Driftcentral',
    'Fastighetsservice Syd AB',
    'Drift',
    'Stortorget 2',
    'Källarplan',
    '211 22',
    'Malmö',
    { preselected: true },
  );
  add(
    '10005',
    'Depå',
    'Kylteknik Mälardalen AB',
    'Depå',
    'Kopparlundsvägen 7',
    'Hall 4',
    '721 30',
    'Västerås',
  );
  add(
    '10006',
    'Arlanda T5',
    'Sprinklerbolaget i Sverige AB',
    'Projektkontor',
    'Terminalvägen 5',
    'Bygg-grind 2',
    '190 45',
    'Stockholm-Arlanda',
  );
}

const ORDER_STATUSES = [
  'RECEIVED',
  'CONFIRMED',
  'DELIVERED',
  'DELIVERED',
  'INVOICED',
  'INVOICED',
  'CANCELLED',
] as const;
const DELIVERIES = ['DBI', 'DBI', 'EXH', 'XXX', 'EXB', '24-12'] as const;

function seedOrders(db: DatabaseSync, rng: Random, articleNumbers: string[]) {
  const insertOrder = db.prepare(
    `INSERT INTO orders (id, user_id, customer_id, project_id, created_at, status, delivery_id, reference, address_id, warehouse_id,
       requested_delivery_date, delivery_note, total) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLine = db.prepare(
    `INSERT INTO order_lines (order_id, position, article_number, name, quantity, net_price) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const insertInvoice = db.prepare(
    `INSERT INTO invoices (id, order_id, issued_at, due_at, amount) VALUES (?, ?, ?, ?, ?)`,
  );
  const variant = db.prepare(
    `SELECT v.name, p.net_price FROM variants v JOIN prices p ON p.article_number = v.article_number WHERE v.article_number = ?`,
  );
  const buyers: [userId: string, customerId: string][] = [
    ['u0001', '10001'],
    ['u0002', '10001'],
    ['u0002', '10004'],
    ['u0005', '10002'],
    ['u0005', '10006'],
    ['u0003', '10003'],
  ];
  // A fixed origin keeps the seed deterministic; orders span the two years before it.
  const origin = Date.UTC(2026, 10, 1, 9, 0, 0);
  for (let i = 0; i < 240; i++) {
    const [userId, customerId] = rng.pick(buyers);
    const orderId = String(5_000_000 + i);
    const created = new Date(origin - rng.int(0, 730) * 86_400_000 - rng.int(0, 8 * 3600) * 1000);
    const lines = rng.int(1, 12);
    let totalOre = 0;
    const rows: [string, string, number, number][] = [];
    for (let l = 0; l < lines; l++) {
      const articleNumber = rng.pick(articleNumbers);
      const row = variant.get(articleNumber) as { name: string; net_price: string };
      const quantity = rng.int(1, 40);
      const priceOre = Math.round(Number(row.net_price) * 100);
      totalOre += priceOre * quantity;
      rows.push([articleNumber, row.name, quantity, priceOre]);
    }
    const status = rng.pick(ORDER_STATUSES);
    const delivery = rng.pick(DELIVERIES);
    const createdIso = created.toISOString();
    insertOrder.run(
      orderId,
      userId,
      customerId,
      `${customerId}-P1`,
      createdIso,
      status,
      delivery,
      rng.chance(0.6) ? `Ref ${rng.int(100, 9999)}` : null,
      null,
      delivery === 'EXH' || delivery === 'EXB' ? '1001' : '9000',
      createdIso.slice(0, 10),
      null,
      oreToText(totalOre),
    );
    rows.forEach(([articleNumber, name, quantity, priceOre], position) => {
      insertLine.run(orderId, position + 1, articleNumber, name, quantity, oreToText(priceOre));
    });
    if (status === 'INVOICED') {
      const issued = new Date(created.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
      const due = new Date(created.getTime() + 33 * 86_400_000).toISOString().slice(0, 10);
      insertInvoice.run(`F${orderId}`, orderId, issued, due, oreToText(totalOre));
    }
  }
}

function seedFavourites(db: DatabaseSync, rng: Random, articleNumbers: string[]) {
  const insertFavourite = db.prepare(
    `INSERT INTO favourites (id, user_id, article_number, created_at) VALUES (?, ?, ?, ?)`,
  );
  // anna.user is at the cap of 50 favourites; erik.flerkund has a few.
  const picked = new Set<string>();
  while (picked.size < 50) picked.add(rng.pick(articleNumbers));
  [...picked].forEach((articleNumber, i) => {
    insertFavourite.run(`f${i + 1}`, 'u0001', articleNumber, '2026-10-01T08:00:00.000Z');
  });
  for (let i = 0; i < 5; i++)
    insertFavourite.run(`f${100 + i}`, 'u0005', articleNumbers[i * 37] ?? '', '2026-10-02T08:00:00.000Z');

  const insertList = db.prepare(
    `INSERT INTO favorite_lists (id, name, access, user_id, customer_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertItem = db.prepare(
    `INSERT INTO favorite_list_items (id, list_id, article_number, quantity, position) VALUES (?, ?, ?, ?, ?)`,
  );
  const lists: [string, string, 'PRIVATE' | 'CUSTOMER', string, string, number][] = [
    ['l1', 'Standardbeställning byggbod', 'CUSTOMER', 'u0001', '10001', 24],
    ['l2', 'Elcentral lägenhet', 'PRIVATE', 'u0001', '10001', 12],
    ['l3', 'Stambyte per trappuppgång', 'CUSTOMER', 'u0005', '10002', 40],
    ['l4', 'Förbrukning städ', 'PRIVATE', 'u0002', '10004', 8],
  ];
  let itemCounter = 0;
  for (const [id, name, access, userId, customerId, count] of lists) {
    insertList.run(
      id,
      name,
      access,
      userId,
      customerId,
      '2026-09-01T07:00:00.000Z',
      '2026-10-15T07:00:00.000Z',
    );
    for (let i = 0; i < count; i++) {
      itemCounter += 1;
      insertItem.run(`li${itemCounter}`, id, rng.pick(articleNumbers), rng.int(1, 20), i);
    }
  }
}

function seedCampaigns(db: DatabaseSync, rng: Random, articleNumbers: string[]) {
  const insertCampaign = db.prepare(
    `INSERT INTO campaigns (id, name, slug, is_assortment, valid_from, valid_to) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const insertArticle = db.prepare(
    `INSERT OR IGNORE INTO campaign_articles (campaign_id, article_number) VALUES (?, ?)`,
  );
  const campaigns: [string, string, string, number][] = [
    ['k1', 'Vinterkampanj verktyg', 'vinterkampanj-verktyg', 0],
    ['k2', 'Elmaterial till nettopris', 'elmaterial-nettopris', 0],
    ['k3', 'Kampanjsortiment VVS', 'kampanjsortiment-vvs', 1],
    ['k4', 'Infästning i storpack', 'infastning-storpack', 0],
  ];
  for (const [id, name, slug, isAssortment] of campaigns) {
    insertCampaign.run(id, name, slug, isAssortment, '2026-01-01', '2027-12-31');
    for (let i = 0; i < 40; i++) insertArticle.run(id, rng.pick(articleNumbers));
  }
}
