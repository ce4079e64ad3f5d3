import type { CartFailureDetail, ErrorMessageKey } from '@shop/commerce-client';
import { DELIVERY_TYPES } from '@shop/delivery-rules';
import { describe, expect, it } from 'vitest';
import sv from '../messages/sv.json';
import { createShopIntl, formatShopMessage, type MessageKey } from './intl';

/** Every message key of the spec's error catalogue (§8), checked against the type the client answers with. */
const ERROR_KEYS = [
  'errors.invalid_token',
  'errors.internal_server_error',
  'errors.forbidden_action',
  'errors.not_found',
  'errors.unknown_error_occurred',
  'errors.cart_service_not_available',
  'errors.order_service_not_available',
  'errors.auth_service_not_available',
  'errors.try_again_later_or_contact',
  // Not §8's: the order reference a customer requires (issue 37), refused at checkout.
  'errors.reference_required',
  'errors.reference_invalid',
] as const satisfies readonly ErrorMessageKey[];
// Every key the client answers with is listed above (a new one fails typecheck until it is).
const everyErrorKey: [Exclude<ErrorMessageKey, (typeof ERROR_KEYS)[number]>] extends [never] ? true : never =
  true;
const CART_DETAILS = [
  'cart_service_not_available',
  'cart_add_product',
  'cart_add_products',
  'cart_uploads_products',
  'cart_generate_file',
  'cart_remove_products',
  'cart_update_product',
  'cart_update_products',
  'update_delivery_date',
  'transfer_cart',
] as const satisfies readonly CartFailureDetail[];
const OTHER_KEYS = [
  'errors.invalid_order',
  'errors.invalid_partial_order',
  'errors.punchout.missing_callback_url',
  'errors.occured',
  'errors.try_again_later',
  'errors.technical_issues',
  'address.zip_code_has_been_updated_to',
  'cart.cart_limit_exceeded',
  'cart.wrong_import',
  'favorites.info_modal.body',
  'order.maxCharacters',
  'error.noRights',
  'error.notFound.reason',
];

describe('sv.json', () => {
  const messages = sv as Record<string, string>;

  it("lists every message key of the client's errors", () => {
    expect(everyErrorKey).toBe(true);
  });

  it.each([...ERROR_KEYS, ...CART_DETAILS.map((d) => `errors.detail.${d}`), ...OTHER_KEYS])(
    'has a Swedish text for %s',
    (key) => {
      expect(messages[key]?.trim()).toBeTruthy();
    },
  );

  it('formats every message without an error', () => {
    const errors: string[] = [];
    const intl = createShopIntl((error) => errors.push(error.message));
    const values = {
      brand: 'Bygghandeln',
      count: 2,
      total: 3,
      query: 'skruv',
      path: '/x',
      name: 'A',
      ids: '1, 2',
      deliveries: 'Utkörning',
      zipCode: '123 45',
      max: 10,
      page: 2,
      n: 1,
      status: 404,
      quantity: 5,
      from: 1,
      days: 2,
      to: 3,
      multiple: 10,
      unit: 'st',
      store: 'Butik',
      percentage: 12,
      articleNumber: '1000001',
      ean: '7300000000000',
      // issue 38's documents
      kind: 'Produktdatablad',
      project: 'Vallastaden förskola',
      generated: '2026-11-26 08:00',
      size: '1,2 MB',
      articleCount: 5,
      documentCount: 9,
      title: 'El',
      date: '1 januari 2027',
      category: 'El',
      field: 'lösenord',
      year: 2026,
      minLength: 8,
      digit: 'yes',
      letter: 'no',
      username: 'anna',
      delivery: 'Utkörning',
      postalCode: '411 05',
      reference: 'Kv. Hamnen',
      note: 'Ring vid ankomst',
      number: '5000001',
      articles: '1000001, 1000002',
      available: 3,
      system: 'SAP SRM',
      company: 'Bolaget AB',
      lines: 'Skruv (1000001)',
      id: '5000001',
      issued: '1 januari 2027',
      due: '31 januari 2027',
      amount: '1 234,00 kr',
      email: 'anna@bygg.example',
      label: 'Bod Hamnen',
      min: 2,
      context: 'Nordbygg Entreprenad AB / Kv. Hamnen etapp 2',
      list: 'Byggbod',
      article: '1000009',
      step: 1,
      price: '61,88',
      ownNumber: 'NB-1001',
      saved: 97,
      created: 90,
      updated: 7,
      line: 12,
      row: 4,
      rows: '3 och 7',
      text: 'Artikelnummer\tAntal',
      ready: 38,
      left: 2,
      articleUnit: 'st',
      reason: 'Okänt artikelnummer',
      help: 'Ange projektnumret, t.ex. P-12345.',
      customer: 'Fastighetsservice Syd AB',
    };
    for (const id of Object.keys(messages)) intl.formatMessage({ id }, values);
    expect(errors).toEqual([]);
    intl.formatMessage({ id: 'header.cart' }, {});
    expect(errors).toHaveLength(1); // a missing value is reported, so the check above can fail
  });

  it("says in Swedish that a page is not found (issue 33: not the spec's English), and writes prices the Swedish way", () => {
    const intl = createShopIntl();
    expect(intl.formatMessage({ id: 'error.notFound.reason' }, { path: '/produkt/x' })).toBe(
      'Vi hittar ingen sida på adressen /produkt/x.',
    );
    expect(intl.formatMessage({ id: 'header.cart' }, { count: 0 })).toBe('Varukorg, tom');
    expect(intl.formatMessage({ id: 'header.cart' }, { count: 3 })).toBe('Varukorg, 3 artiklar');
  });

  it.each(DELIVERY_TYPES)('names the delivery method %s in Swedish words, not its code', (id) => {
    const intl = createShopIntl();
    const name = intl.formatMessage({ id: `delivery.type.${id}` });
    expect(name).not.toContain(id);
    expect(name).toMatch(/^[A-ZÅÄÖ][a-zåäö]/);
  });
});

describe('formatShopMessage', () => {
  const intl = createShopIntl();
  it('gives every message of the catalogue as the formatter does, with and without values', () => {
    // Every message that needs no values (those that do are formatted by the formatter itself).
    const keys = (Object.keys(sv) as MessageKey[]).filter((key) => !/\{\w+[},]/.test(sv[key]));
    expect(keys.length).toBeGreaterThan(700);
    for (const key of keys)
      expect(formatShopMessage(intl, key), key).toEqual(intl.formatMessage({ id: key }));
    expect(formatShopMessage(intl, 'start.title', { brand: 'Bygghandeln' })).toBe(
      intl.formatMessage({ id: 'start.title' }, { brand: 'Bygghandeln' }),
    );
  });

  it('formats a message with ICU syntax, also one that looks plain but escapes a brace', () => {
    const escaped = Object.entries(sv).find(([, message]) => message.includes("'{"));
    expect(escaped).toBeDefined();
    const [key, message] = escaped as [MessageKey, string];
    expect(formatShopMessage(intl, key)).not.toBe(message);
    expect(formatShopMessage(intl, key)).toContain('{5}');
  });
});
