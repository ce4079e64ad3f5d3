/** A cart line to send back, shaped as storefront-core §3 names it. */
export interface PunchoutLine {
  name: string;
  articleNumber: string;
  quantity: number;
  price?: { netPrice?: number | null; salesPriceUnit?: string | null } | null;
  attributes?: readonly { attributeName: string; attributeValue: string }[];
  stock?: { locations?: readonly { locationId: string; availableToDays?: number | null }[] } | null;
  breadcrumb?: { parents?: readonly { name: string }[] } | null;
}

/** Per-customer OCI rules: data, never customer names in code. */
export interface OciRules {
  /** MATGROUP; default '40000000'; '' sends it empty. */
  materialGroup?: string;
  /** CUST_FIELD1; default '40000000'; '' sends it empty. */
  customField1?: string;
  /** Unit renames, e.g. `{ STK: 'ST' }`. */
  unitMap?: Readonly<Record<string, string>>;
  /** The location whose lead time to use; default: the line's first location. */
  locationId?: string;
}

export const OCI_DEFAULT_GROUP = '40000000';
export const OCI_DESCRIPTION_MAX = 40;

/** A punch-out export that must not be sent; `code` 'price' names the lines without a price. */
export class PunchoutError extends Error {
  override readonly name = 'PunchoutError';
  readonly code: 'price';
  readonly lines: readonly string[];
  constructor(code: 'price', lines: readonly string[]) {
    super(`Punch-out lines without a price: ${lines.join(', ')}`);
    this.code = code;
    this.lines = lines;
  }
}

/** A number as OCI wants it: a point, no thousands separator, no exponent. */
export function formatOciNumber(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  if (Number.isInteger(value)) return String(value);
  return value.toFixed(10).replace(/0+$/, '').replace(/\.$/, '');
}

function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? chars.slice(0, max).join('') : text;
}

/**
 * The SAP OCI form fields for punch-out lines, in order, indices 1-based.
 * Throws a PunchoutError (code 'price') naming every line without a price,
 * so nothing is sent.
 *
 * @example
 * buildOciFields([{ name: 'Träskruv 4,0x40', articleNumber: '1000002', quantity: 2, price: { netPrice: 89.5, salesPriceUnit: 'förp' } }])
 * // [['NEW_ITEM-DESCRIPTION[1]', 'Träskruv 4,0x40'], ['NEW_ITEM-VENDORMAT[1]', '1000002'], …]
 */
export function buildOciFields(lines: readonly PunchoutLine[], rules: OciRules = {}): [string, string][] {
  const missing = lines.filter(
    (line) => typeof line.price?.netPrice !== 'number' || !Number.isFinite(line.price.netPrice),
  );
  if (missing.length > 0)
    throw new PunchoutError(
      'price',
      missing.map((line) => line.articleNumber || line.name),
    );
  const group = rules.materialGroup ?? OCI_DEFAULT_GROUP;
  const field1 = rules.customField1 ?? OCI_DEFAULT_GROUP;
  const fields: [string, string][] = [];
  lines.forEach((line, i) => {
    const n = i + 1;
    const unit = line.price?.salesPriceUnit ?? '';
    const locations = line.stock?.locations ?? [];
    const location = rules.locationId
      ? locations.find((l) => l.locationId === rules.locationId)
      : locations[0];
    const leadTime = location?.availableToDays ?? 1;
    const ssg = line.attributes?.find((a) => a.attributeName === 'SSG')?.attributeValue ?? '';
    const field = (name: string, value: string) => fields.push([`NEW_ITEM-${name}[${n}]`, value]);
    // storefront-core §7's order.
    field('DESCRIPTION', truncate(line.name, OCI_DESCRIPTION_MAX));
    field('VENDORMAT', line.articleNumber);
    field('QUANTITY', formatOciNumber(Math.abs(line.quantity)));
    field('CURRENCY', 'SEK');
    field('PRICEUNIT', '1');
    field('PRICE', formatOciNumber(line.price?.netPrice ?? 0));
    field('EXT_PRODUCT_ID', ssg);
    field('LEADTIME', formatOciNumber(leadTime));
    field('UNIT', rules.unitMap?.[unit] ?? unit);
    field('CUST_FIELD1', field1);
    field('MATGROUP', group);
    field('CUST_FIELD3', line.breadcrumb?.parents?.[0]?.name ?? '');
  });
  return fields;
}
