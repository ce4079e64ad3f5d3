import { matchesEveryWord } from './text';

/** A field rule of the delivery form (storefront-core §5). */
export interface FieldRule {
  required?: boolean;
  /** Default 1. */
  minlength?: number;
  maxlength?: number;
  /** An error message from elsewhere (e.g. the service) wins over every rule. */
  errorMessage?: string | null;
}

export interface FieldError {
  key: string;
  values: Record<string, number | string>;
}

/**
 * Validates one delivery-form field: null when valid, else the message key
 * and its values.
 *
 * @example
 * validateDeliveryField('x'.repeat(31), { maxlength: 30 }) // { key: 'order.maxCharacters', values: { max: 30 } }
 */
export function validateDeliveryField(value: string | null | undefined, rule: FieldRule): FieldError | null {
  if (rule.errorMessage) return { key: rule.errorMessage, values: {} };
  const text = value ?? '';
  const min = rule.minlength ?? 1;
  if (rule.required) {
    if (text.trim() === '') return { key: 'validation.required', values: {} };
    if (text.length < min) return { key: 'validation.minLength', values: { min } };
  }
  if (rule.maxlength !== undefined && text.length > rule.maxlength) {
    return { key: 'order.maxCharacters', values: { max: rule.maxlength } };
  }
  return null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/**
 * An e-mail address with a top-level suffix of two or more letters.
 *
 * @example
 * isValidEmail('anna@bygg.se') // true
 */
export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export type QuantityErrorCode = 'empty' | 'not_a_number' | 'not_finite';

/** A quantity that cannot be read; `code` says why. */
export class QuantityError extends Error {
  override readonly name = 'QuantityError';
  readonly code: QuantityErrorCode;
  constructor(code: QuantityErrorCode, input: unknown) {
    super(`Invalid quantity (${code}): ${String(input)}`);
    this.code = code;
  }
}

/**
 * Reads a quantity as typed: decimal comma → point, spaces dropped, absolute
 * value. NaN and Infinity throw a QuantityError.
 *
 * @example
 * parseQuantity('2,5') // 2.5
 * parseQuantity('-3') // 3
 */
export function parseQuantity(input: string | number): number {
  if (typeof input === 'number') {
    if (Number.isNaN(input)) throw new QuantityError('not_a_number', input);
    if (!Number.isFinite(input)) throw new QuantityError('not_finite', input);
    return Math.abs(input);
  }
  const text = input.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (text === '') throw new QuantityError('empty', input);
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) throw new QuantityError('not_a_number', input);
  const value = Number(text);
  if (!Number.isFinite(value)) throw new QuantityError('not_finite', input);
  return Math.abs(value);
}

export interface SearchableAddress {
  label?: string | null;
  name?: string | null;
  recipientName?: string | null;
  address1?: string | null;
  address2?: string | null;
  address3?: string | null;
  postalCode?: string | null;
  postalAddress?: string | null;
}

/**
 * The addresses matching every word of the query, case- and
 * diacritic-insensitive, over label, name, recipient, address lines, postal
 * code and postal address. An empty query returns them all.
 *
 * @example
 * searchAddresses(addresses, 'malmo stortorget')
 */
export function searchAddresses<T extends SearchableAddress>(addresses: readonly T[], query: string): T[] {
  return addresses.filter((address) =>
    matchesEveryWord(
      [
        address.label,
        address.name,
        address.recipientName,
        address.address1,
        address.address2,
        address.address3,
        address.postalCode,
        address.postalCode?.replace(/\s/g, ''),
        address.postalAddress,
      ],
      query,
    ),
  );
}
