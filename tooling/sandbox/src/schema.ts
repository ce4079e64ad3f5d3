/**
 * The sandbox's tables. Money is stored as TEXT decimals (exact, 10
 * decimals at most) and JSON columns hold lists the services answer as a
 * whole (attributes, warnings, images, opening hours).
 */
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS brands (
  id TEXT PRIMARY KEY, name TEXT NOT NULL, default_store_id TEXT NOT NULL, central_storage_id TEXT NOT NULL,
  limited_delivery_option TEXT NOT NULL, punchout_delivery_option TEXT NOT NULL, extra_closed_days TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS stores (
  id TEXT PRIMARY KEY, name TEXT NOT NULL, address TEXT NOT NULL, postal_code TEXT NOT NULL, city TEXT NOT NULL,
  phone TEXT NOT NULL, email TEXT NOT NULL, lat REAL NOT NULL, lon REAL NOT NULL,
  opening_hours TEXT NOT NULL, services TEXT NOT NULL, delivery_methods TEXT NOT NULL, is_central INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS categories (
  id TEXT PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, parent_id TEXT REFERENCES categories(id),
  area TEXT NOT NULL, icon TEXT, image TEXT, position INTEGER NOT NULL, attribute_sequence TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS products (
  id TEXT PRIMARY KEY, name TEXT NOT NULL, slug TEXT NOT NULL UNIQUE, brand TEXT NOT NULL,
  category_id TEXT NOT NULL REFERENCES categories(id), description TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS variants (
  article_number TEXT PRIMARY KEY, product_id TEXT NOT NULL REFERENCES products(id), name TEXT NOT NULL,
  variant_slug TEXT UNIQUE, ean TEXT NOT NULL UNIQUE, unit TEXT NOT NULL, conversion_factor REAL NOT NULL,
  conversion_unit TEXT NOT NULL, discontinued INTEGER NOT NULL, replacement_article TEXT,
  only_store INTEGER NOT NULL, must_be_stocked_at TEXT, express_tag INTEGER NOT NULL, stock_type TEXT NOT NULL,
  attributes TEXT NOT NULL, warnings TEXT NOT NULL, images TEXT NOT NULL, filter_tags TEXT NOT NULL,
  position INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS variants_product ON variants(product_id);

CREATE TABLE IF NOT EXISTS prices (
  article_number TEXT PRIMARY KEY REFERENCES variants(article_number), list_price TEXT NOT NULL,
  net_price TEXT NOT NULL, alloying_price TEXT NOT NULL, campaign_price TEXT, sales_price_unit TEXT NOT NULL,
  ask_for_price INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS price_brackets (
  article_number TEXT NOT NULL REFERENCES variants(article_number), min_quantity INTEGER NOT NULL,
  net_price TEXT NOT NULL, PRIMARY KEY (article_number, min_quantity)
);

CREATE TABLE IF NOT EXISTS stock (
  article_number TEXT NOT NULL REFERENCES variants(article_number), location_id TEXT NOT NULL REFERENCES stores(id),
  quantity INTEGER NOT NULL, order_multiple INTEGER NOT NULL, stocked INTEGER NOT NULL,
  available_from_days INTEGER NOT NULL, available_to_days INTEGER NOT NULL, sub_availabilities TEXT NOT NULL,
  PRIMARY KEY (article_number, location_id)
);

CREATE TABLE IF NOT EXISTS campaigns (
  id TEXT PRIMARY KEY, name TEXT NOT NULL, slug TEXT NOT NULL UNIQUE, is_assortment INTEGER NOT NULL,
  valid_from TEXT NOT NULL, valid_to TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS campaign_articles (
  campaign_id TEXT NOT NULL REFERENCES campaigns(id), article_number TEXT NOT NULL REFERENCES variants(article_number),
  PRIMARY KEY (campaign_id, article_number)
);

CREATE TABLE IF NOT EXISTS assortments (
  name TEXT PRIMARY KEY, title TEXT NOT NULL, category_ids TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS customers (
  id TEXT PRIMARY KEY, name TEXT NOT NULL, active INTEGER NOT NULL, assortment TEXT REFERENCES assortments(name),
  discount_percent REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS projects (
  id TEXT PRIMARY KEY, customer_id TEXT NOT NULL REFERENCES customers(id), name TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY, username TEXT NOT NULL UNIQUE COLLATE NOCASE, password_hash TEXT, first_name TEXT NOT NULL,
  last_name TEXT NOT NULL, email TEXT NOT NULL, mobile_number TEXT, role TEXT NOT NULL, active INTEGER NOT NULL,
  token_version INTEGER NOT NULL, needs_activation INTEGER NOT NULL, default_customer_id TEXT, default_project_id TEXT,
  preferred_store TEXT, preferred_delivery_method TEXT, email_verified INTEGER NOT NULL, note TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS user_customers (
  user_id TEXT NOT NULL REFERENCES users(id), customer_id TEXT NOT NULL REFERENCES customers(id),
  project_id TEXT REFERENCES projects(id), role TEXT NOT NULL, permission_denies TEXT NOT NULL,
  PRIMARY KEY (user_id, customer_id)
);
CREATE TABLE IF NOT EXISTS refresh_tokens (
  id TEXT PRIMARY KEY, family TEXT NOT NULL, user_id TEXT NOT NULL REFERENCES users(id), customer_id TEXT,
  used INTEGER NOT NULL DEFAULT 0, revoked INTEGER NOT NULL DEFAULT 0, expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS activation_sessions (
  id TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id), expires_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS addresses (
  id TEXT PRIMARY KEY, customer_id TEXT NOT NULL REFERENCES customers(id), label TEXT NOT NULL, name TEXT NOT NULL,
  recipient_name TEXT, address1 TEXT NOT NULL, address2 TEXT, address3 TEXT, postal_code TEXT NOT NULL,
  postal_address TEXT NOT NULL, country_code TEXT NOT NULL, read_only INTEGER NOT NULL, preselected INTEGER NOT NULL,
  valid_for_delivery INTEGER NOT NULL, phone TEXT
);

CREATE TABLE IF NOT EXISTS carts (
  id TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id), customer_id TEXT NOT NULL,
  status TEXT NOT NULL, updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS cart_items (
  id TEXT PRIMARY KEY, cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  article_number TEXT NOT NULL, quantity REAL NOT NULL, delivery_id TEXT NOT NULL, label TEXT, position INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS cart_items_cart ON cart_items(cart_id);
CREATE TABLE IF NOT EXISTS cart_deliveries (
  cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE, delivery_id TEXT NOT NULL,
  requested_delivery_date TEXT, is_included_in_order INTEGER NOT NULL, PRIMARY KEY (cart_id, delivery_id)
);

CREATE TABLE IF NOT EXISTS orders (
  id TEXT PRIMARY KEY, user_id TEXT NOT NULL, customer_id TEXT NOT NULL, project_id TEXT, created_at TEXT NOT NULL,
  status TEXT NOT NULL, delivery_id TEXT NOT NULL, reference TEXT, address_id TEXT, warehouse_id TEXT,
  requested_delivery_date TEXT, delivery_note TEXT, total TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS orders_customer ON orders(customer_id, created_at);
CREATE TABLE IF NOT EXISTS order_lines (
  order_id TEXT NOT NULL REFERENCES orders(id), position INTEGER NOT NULL, article_number TEXT NOT NULL,
  name TEXT NOT NULL, quantity REAL NOT NULL, net_price TEXT NOT NULL, PRIMARY KEY (order_id, position)
);
CREATE TABLE IF NOT EXISTS invoices (
  id TEXT PRIMARY KEY, order_id TEXT NOT NULL REFERENCES orders(id), issued_at TEXT NOT NULL, due_at TEXT NOT NULL,
  amount TEXT NOT NULL
);
-- Deliveries (issue 38): an order ships in consignments; a line may wait for the supplier
-- (back-ordered, with an expected date) or be cancelled by the supplier, in part or whole.
CREATE TABLE IF NOT EXISTS consignments (
  id TEXT PRIMARY KEY, order_id TEXT NOT NULL REFERENCES orders(id), shipped_at TEXT NOT NULL, carrier TEXT NOT NULL,
  tracking_number TEXT, tracking_url TEXT
);
CREATE INDEX IF NOT EXISTS consignments_order ON consignments(order_id, shipped_at);
CREATE TABLE IF NOT EXISTS consignment_lines (
  consignment_id TEXT NOT NULL REFERENCES consignments(id), position INTEGER NOT NULL, quantity REAL NOT NULL,
  PRIMARY KEY (consignment_id, position)
);
CREATE TABLE IF NOT EXISTS order_line_supply (
  order_id TEXT NOT NULL REFERENCES orders(id), position INTEGER NOT NULL, back_ordered REAL NOT NULL DEFAULT 0,
  expected_date TEXT, cancelled REAL NOT NULL DEFAULT 0, cancel_reason TEXT, PRIMARY KEY (order_id, position)
);
-- The order's delivery state, derived from the three tables above whenever they change (the search filters on it).
CREATE TABLE IF NOT EXISTS order_delivery (
  order_id TEXT PRIMARY KEY REFERENCES orders(id), state TEXT NOT NULL, back_ordered_lines INTEGER NOT NULL,
  next_expected TEXT
);
CREATE TABLE IF NOT EXISTS order_messages (
  id TEXT PRIMARY KEY, order_id TEXT, kind TEXT NOT NULL, user_id TEXT NOT NULL, body TEXT NOT NULL, created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS favourites (
  id TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id), article_number TEXT NOT NULL,
  created_at TEXT NOT NULL, UNIQUE (user_id, article_number)
);
CREATE TABLE IF NOT EXISTS favorite_lists (
  id TEXT PRIMARY KEY, name TEXT NOT NULL, access TEXT NOT NULL, user_id TEXT NOT NULL REFERENCES users(id),
  customer_id TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS favorite_list_items (
  id TEXT PRIMARY KEY, list_id TEXT NOT NULL REFERENCES favorite_lists(id) ON DELETE CASCADE,
  article_number TEXT NOT NULL, quantity REAL NOT NULL, position INTEGER NOT NULL
);

-- The customer's own article numbers (issue 37): own_key is the own number folded (trimmed,
-- lower case), so 'nb-1001' and 'NB-1001' are one number of a customer.
CREATE TABLE IF NOT EXISTS customer_article_numbers (
  id TEXT PRIMARY KEY, customer_id TEXT NOT NULL REFERENCES customers(id), own_number TEXT NOT NULL,
  own_key TEXT NOT NULL, article_number TEXT NOT NULL REFERENCES variants(article_number), note TEXT,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL, UNIQUE (customer_id, own_key)
);
CREATE INDEX IF NOT EXISTS customer_article_numbers_article ON customer_article_numbers(customer_id, article_number);

-- A customer's order reference setting (issue 37): 'Referens krävs', the pattern a reference must
-- match (a regular expression's source, checked on saving) and the help text. No row: not required.
CREATE TABLE IF NOT EXISTS customer_order_reference (
  customer_id TEXT PRIMARY KEY REFERENCES customers(id), reference_required INTEGER NOT NULL,
  reference_pattern TEXT, reference_help TEXT, updated_at TEXT NOT NULL, updated_by TEXT
);

-- Projects open to some of the customer's users only (issue 38): a project with rows here is its
-- members' and the customer's admins'; a project without is every user's of the customer.
CREATE TABLE IF NOT EXISTS project_members (
  project_id TEXT NOT NULL REFERENCES projects(id), user_id TEXT NOT NULL REFERENCES users(id),
  PRIMARY KEY (project_id, user_id)
);

CREATE TABLE IF NOT EXISTS credential_requests (
  id TEXT PRIMARY KEY, username TEXT NOT NULL, created_at TEXT NOT NULL
);
-- Forgotten passwords: a temporary password (hashed) that the next sign-in trades for a new one.
CREATE TABLE IF NOT EXISTS credential_codes (
  id TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id), code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0
);
-- What the services would have e-mailed, readable through /__sandbox/outbox.
CREATE TABLE IF NOT EXISTS outbox (
  id TEXT PRIMARY KEY, username TEXT NOT NULL, subject TEXT NOT NULL, body TEXT NOT NULL, created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS faults (
  id TEXT PRIMARY KEY, method TEXT, path_pattern TEXT NOT NULL, status INTEGER, delay_ms INTEGER,
  drop_connection INTEGER NOT NULL, body TEXT, remaining INTEGER
);

-- Idempotency keys of cart writes (src/idempotency.ts): status NULL while the first request runs.
CREATE TABLE IF NOT EXISTS idempotency_keys (
  user_id TEXT NOT NULL, method TEXT NOT NULL, path TEXT NOT NULL, key TEXT NOT NULL, fingerprint TEXT NOT NULL,
  created_at INTEGER NOT NULL, locked_at INTEGER NOT NULL, owner TEXT, status INTEGER, content_type TEXT, body TEXT,
  PRIMARY KEY (user_id, method, path, key)
);
CREATE INDEX IF NOT EXISTS idempotency_keys_created ON idempotency_keys(created_at);

-- Behaviour events of the search service (POST /createEvents).
CREATE TABLE IF NOT EXISTS behaviour_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT, received_at TEXT NOT NULL, user_id TEXT NOT NULL, api_version TEXT NOT NULL,
  tracking_id TEXT NOT NULL, type TEXT NOT NULL, entity_id TEXT NOT NULL, quantity REAL, order_id TEXT
);

-- Error-reporting envelopes (Sentry protocol) received by the sink.
CREATE TABLE IF NOT EXISTS error_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT, project_id TEXT NOT NULL, event_id TEXT, type TEXT NOT NULL,
  payload TEXT NOT NULL, received_at TEXT NOT NULL
);

-- Dynamic-form submissions (POST /forms/{formId}/submissions); field_values is the JSON of what was sent.
CREATE TABLE IF NOT EXISTS form_submissions (
  id TEXT PRIMARY KEY, form_id TEXT NOT NULL, user_id TEXT, field_values TEXT NOT NULL, received_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS form_submissions_form ON form_submissions(form_id);

-- The procurement-system simulator: baskets received on a HOOK_URL.
CREATE TABLE IF NOT EXISTS procurement_baskets (
  session_id TEXT PRIMARY KEY, received_at TEXT NOT NULL, lines TEXT NOT NULL, fields TEXT NOT NULL DEFAULT '[]'
);

-- Punch-out: the procurement systems (HOOK_URL hosts, with port) each customer has registered.
CREATE TABLE IF NOT EXISTS punchout_hook_hosts (
  customer_id TEXT NOT NULL, host TEXT NOT NULL, PRIMARY KEY (customer_id, host)
);

CREATE VIRTUAL TABLE IF NOT EXISTS search_words USING fts5(
  article_number UNINDEXED, content, tokenize = "unicode61 remove_diacritics 2"
);
CREATE VIRTUAL TABLE IF NOT EXISTS search_trigrams USING fts5(
  article_number UNINDEXED, content, tokenize = "trigram remove_diacritics 1"
);

CREATE TABLE IF NOT EXISTS cms_items (
  id TEXT PRIMARY KEY, kind TEXT NOT NULL, content_type TEXT, draft TEXT NOT NULL, published TEXT,
  tags TEXT NOT NULL, file TEXT, version INTEGER NOT NULL, published_version INTEGER,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL, published_at TEXT, first_published_at TEXT,
  seq INTEGER NOT NULL, published_seq INTEGER
);
CREATE TABLE IF NOT EXISTS cms_tags (id TEXT PRIMARY KEY, name TEXT NOT NULL, created_at TEXT NOT NULL);
-- entries and assets that left an API: unpublished (delivery only) or deleted (both); sync reports them
CREATE TABLE IF NOT EXISTS cms_deletions (
  id TEXT NOT NULL, kind TEXT NOT NULL, preview INTEGER NOT NULL, deleted_at TEXT NOT NULL, seq INTEGER NOT NULL
);
`;
