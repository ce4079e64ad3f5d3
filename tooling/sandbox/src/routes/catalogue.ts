import type { DatabaseSync } from 'node:sqlite';
import {
  BreadcrumbSearchRequest,
  type Campaign,
  type Location,
  LocationQuery,
  type MenuEntry,
  StockRequest,
} from '@shop/commerce-client/contract';
import { DELIVERY_TYPE_NAMES } from '@shop/delivery-rules';
import type { Hono } from 'hono';
import { type AuthEnv, optionalAuth, requireAuth } from '../auth.ts';
import type { SandboxContext } from '../context.ts';
import { jsonBody, notFound, validate } from '../http.ts';
import { categorySvg, variantSvg, warningSvg } from '../images.ts';

interface CategoryRow {
  id: string;
  slug: string;
  name: string;
  parent_id: string | null;
  area: string;
  icon: string | null;
  image: string | null;
  attribute_sequence: string;
}

export interface StoreRow {
  id: string;
  name: string;
  address: string;
  postal_code: string;
  city: string;
  phone: string;
  email: string;
  lat: number;
  lon: number;
  opening_hours: string;
  services: string;
  delivery_methods: string;
  is_central: number;
}

function toLocation(row: StoreRow): Location {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    postalCode: row.postal_code,
    city: row.city,
    phone: row.phone,
    email: row.email,
    lat: row.lat,
    lon: row.lon,
    openingHours: JSON.parse(row.opening_hours),
    services: JSON.parse(row.services),
    deliveryMethods: JSON.parse(row.delivery_methods),
    isCentralStorage: row.is_central === 1,
  };
}

/** Today in Stockholm, for campaign validity. */
function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' }).format(new Date());
}

function categoryTree(db: DatabaseSync, areaIds?: readonly string[]): MenuEntry[] {
  const rows = db.prepare(`SELECT * FROM categories ORDER BY position`).all() as unknown as CategoryRow[];
  const children = (parent: string): MenuEntry[] =>
    rows
      .filter((r) => r.parent_id === parent)
      .map((r) => ({ title: r.name, slug: r.slug, icon: r.icon, children: children(r.id) }));
  return rows
    .filter((r) => r.parent_id === null && (!areaIds || areaIds.includes(r.id)))
    .map((r) => ({ title: r.name, slug: r.slug, icon: r.icon, children: children(r.id) }));
}

/** The delivery options every brand offers, with their windows (Stockholm time). */
const DELIVERY_OPTIONS = [
  {
    id: 'DBI',
    requiresZipCode: true,
    useContextZipCode: true,
    useDestination: false,
    window: null,
    services: ['standard'],
  },
  {
    id: 'EXH',
    requiresZipCode: false,
    useContextZipCode: false,
    useDestination: true,
    window: null,
    services: ['standard-pickup'],
  },
  {
    id: 'XXX',
    requiresZipCode: true,
    useContextZipCode: true,
    useDestination: false,
    window: { start: '06:00', end: '14:00' },
    services: ['express'],
  },
  {
    id: 'EXB',
    requiresZipCode: false,
    useContextZipCode: false,
    useDestination: true,
    window: { start: '06:00', end: '15:00' },
    services: ['express-pickup'],
  },
  {
    id: '24-12',
    requiresZipCode: true,
    useContextZipCode: true,
    useDestination: false,
    window: { start: '00:00', end: '12:00' },
    services: ['express'],
  },
] as const;

const ORDER_TYPES: Record<string, string | null> = {
  DBI: null,
  EXH: 'LE',
  XXX: 'BE',
  EXB: 'BEH',
  '24-12': '24-12',
};

interface BrandRow {
  id: 'bygg';
  name: string;
  default_store_id: string;
  central_storage_id: string;
  limited_delivery_option: 'DBI';
  punchout_delivery_option: 'DBI';
  extra_closed_days: string;
}

/** A brand's settings as `/api/brand-config` answers them; every brand offers every delivery option. */
function toBrandConfig(row: BrandRow) {
  return {
    id: row.id,
    name: row.name,
    defaultStoreId: row.default_store_id,
    centralStorageId: row.central_storage_id,
    deliveryOptions: DELIVERY_OPTIONS.map((o) => ({
      id: o.id,
      name: DELIVERY_TYPE_NAMES[o.id],
      useDestination: o.useDestination,
      useContextZipCode: o.useContextZipCode,
      requiresZipCode: o.requiresZipCode,
      availableBetweenHours: o.window,
      orderType: ORDER_TYPES[o.id] ?? null,
      deliveryServices: [...o.services],
    })),
    limitedDeliveryOptionId: row.limited_delivery_option,
    punchoutDeliveryOptionId: row.punchout_delivery_option,
    extraClosedDays: JSON.parse(row.extra_closed_days) as string[],
  };
}

export function registerCatalogueRoutes(app: Hono<AuthEnv>, ctx: SandboxContext): void {
  const { db, views } = ctx;
  const auth = requireAuth(ctx.auth);
  const maybeAuth = optionalAuth(ctx.auth);
  const activeCampaigns = db.prepare(
    `SELECT * FROM campaigns WHERE valid_from <= ? AND valid_to >= ? ORDER BY name`,
  );
  const productGroup = db.prepare(`SELECT * FROM campaigns WHERE id = ? OR slug = ?`);
  const campaignArticles = db.prepare(
    `SELECT article_number FROM campaign_articles WHERE campaign_id = ? ORDER BY article_number`,
  );
  const categoryByIdOrSlug = db.prepare(`SELECT * FROM categories WHERE id = ? OR slug = ?`);
  const assortment = db.prepare(`SELECT * FROM assortments WHERE name = ?`);
  const stores = db.prepare(`SELECT * FROM stores ORDER BY name`);
  const brands = db.prepare(`SELECT * FROM brands ORDER BY id`);
  const variantExists = db.prepare(`SELECT stock_type FROM variants WHERE article_number = ?`);

  function campaignList() {
    const day = today();
    const rows = activeCampaigns.all(day, day) as {
      id: string;
      name: string;
      slug: string;
      is_assortment: number;
      valid_from: string;
      valid_to: string;
    }[];
    const campaigns: Campaign[] = rows.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      isAssortment: r.is_assortment === 1,
      validFrom: r.valid_from,
      validTo: r.valid_to,
    }));
    // The timestamp changes exactly when the set changes: clients cache by it.
    const timestamp = `${day}:${campaigns.map((c) => `${c.id}@${c.validTo}`).join(',')}`;
    return { campaigns, timestamp };
  }

  app.get('/campaigns/active-campaigns', (c) => c.json(campaignList()));
  app.get('/campaigns/active-campaigns/customer', auth, (c) => c.json(campaignList()));
  app.get('/selected-product-groups/:id', (c) => {
    const row = productGroup.get(c.req.param('id'), c.req.param('id')) as
      | { id: string; name: string }
      | undefined;
    if (!row) throw notFound('Produktgruppen');
    const articleNumbers = (campaignArticles.all(row.id) as { article_number: string }[]).map(
      (r) => r.article_number,
    );
    return c.json({ id: row.id, name: row.name, articleNumbers });
  });

  function breadcrumb(idOrSlug: string, images: boolean) {
    const row = categoryByIdOrSlug.get(idOrSlug, idOrSlug) as CategoryRow | undefined;
    if (!row) return undefined;
    const parents = views.breadcrumbParents(row.id).slice(0, -1);
    return { id: row.id, name: row.name, slug: row.slug, image: images ? row.image : null, parents };
  }

  app.get('/breadcrumbs/:id{.+}', (c) => {
    const result = breadcrumb(c.req.param('id'), c.req.query('images') !== 'false');
    if (!result) throw notFound('Kategorin');
    return c.json(result);
  });
  app.post('/breadcrumbs/search', async (c) => {
    const input = validate(BreadcrumbSearchRequest, await jsonBody(c));
    const result = [];
    const errors = [];
    for (const id of input.breadcrumbs) {
      const found = breadcrumb(id, input.images ?? true);
      if (found) result.push(found);
      else errors.push(id);
    }
    return c.json({ result, errors });
  });

  app.get('/menu', (c) => {
    const name = c.req.query('assortment');
    if (name && name !== 'default') {
      const row = assortment.get(name) as { name: string; category_ids: string } | undefined;
      if (!row) throw notFound('Sortimentet');
      return c.json({ assortment: row.name, entries: categoryTree(db, JSON.parse(row.category_ids)) });
    }
    return c.json({ assortment: null, entries: categoryTree(db) });
  });

  app.get('/language-config', (c) =>
    c.json({ defaultLocale: 'sv-SE', locales: [{ code: 'sv-SE', domain: null }], currency: 'SEK' as const }),
  );

  app.get('/attribute-sequence/:category{.+}/1', (c) => {
    const row = categoryByIdOrSlug.get(c.req.param('category'), c.req.param('category')) as
      | CategoryRow
      | undefined;
    if (!row) throw notFound('Kategorin');
    return c.json({ sequence: JSON.parse(row.attribute_sequence) as string[], disabled: ['SSG'] });
  });

  app.post('/stock', maybeAuth, async (c) => {
    const input = validate(StockRequest, await jsonBody(c));
    const stock = [];
    for (const articleNumber of input.articles) {
      const row = variantExists.get(articleNumber) as { stock_type: 'LAG' } | undefined;
      if (row) stock.push(views.stock(articleNumber, row.stock_type, input.locationIds));
    }
    return c.json({ stock });
  });

  app.get('/prices/:id/brackets', maybeAuth, (c) => {
    const articleNumber = c.req.param('id');
    if (!variantExists.get(articleNumber)) throw notFound('Artikeln');
    return c.json({ articleNumber, brackets: views.brackets(articleNumber, c.get('auth') ?? null) });
  });

  app.get('/locations', (c) => {
    const query = validate(LocationQuery, c.req.query());
    let locations = (stores.all() as unknown as StoreRow[])
      .map(toLocation)
      .filter((l) => !l.isCentralStorage);
    if (query.deliveryMethod)
      locations = locations.filter((l) => l.deliveryMethods.includes(query.deliveryMethod as never));
    if (query.services) {
      const wanted = query.services.split(',');
      locations = locations.filter((l) => wanted.every((s) => l.services.includes(s)));
    }
    if (query.zipCode) {
      // Nearest first by postal area: the first digits of Swedish postal codes follow geography.
      const zip = Number(query.zipCode.replace(/\s/g, '').slice(0, 3));
      locations.sort(
        (a, b) =>
          Math.abs(Number(a.postalCode.slice(0, 3)) - zip) -
            Math.abs(Number(b.postalCode.slice(0, 3)) - zip) || a.name.localeCompare(b.name, 'sv'),
      );
    }
    return c.json({ locations });
  });

  app.get('/api/brand-config', (c) => {
    return c.json({ brands: (brands.all() as unknown as BrandRow[]).map(toBrandConfig) });
  });

  const svg = (body: string) =>
    new Response(body, {
      headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' },
    });
  app.get('/images/variants/:file', (c) => {
    const articleNumber = c.req.param('file').replace(/\.svg$/, '');
    const row = views.variantRowOf(articleNumber);
    if (!row) throw notFound('Bilden');
    const area =
      (categoryByIdOrSlug.get(row.category_id, row.category_id) as CategoryRow | undefined)?.area ?? 'el';
    return svg(variantSvg(articleNumber, row.name, area));
  });
  app.get('/images/categories/:file', (c) => svg(categorySvg(c.req.param('file').replace(/\.svg$/, ''))));
  app.get('/images/warnings/:file', (c) => svg(warningSvg(c.req.param('file').replace(/\.svg$/, ''))));
}
