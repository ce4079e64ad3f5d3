/**
 * Åland's 36 postal codes (country code AX). Every other code is Swedish
 * (SE). See the README for the source and why this is a list and not a
 * range test.
 */
export const ALAND_POSTAL_CODES: readonly string[] = [
  '22100',
  '22101',
  '22110',
  '22111',
  '22120',
  '22130',
  '22140',
  '22150',
  '22160',
  '22170',
  '22220',
  '22230',
  '22240',
  '22270',
  '22310',
  '22320',
  '22330',
  '22340',
  '22410',
  '22430',
  '22520',
  '22530',
  '22550',
  '22610',
  '22630',
  '22710',
  '22720',
  '22730',
  '22820',
  '22830',
  '22840',
  '22910',
  '22920',
  '22930',
  '22940',
  '22950',
];

const aland = new Set(ALAND_POSTAL_CODES);

/**
 * 'AX' for an Åland postal code (spaces ignored), else 'SE'.
 *
 * @example
 * countryCodeForPostalCode('22 100') // 'AX'
 */
export function countryCodeForPostalCode(postalCode: string): 'SE' | 'AX' {
  return aland.has(postalCode.replace(/\s/g, '')) ? 'AX' : 'SE';
}

const normalisePostalCode = (postalCode: string) => postalCode.replace(/\s/g, '');

/**
 * The postal code to announce (§8 `address.zip_code_has_been_updated_to`)
 * when a newly chosen address changes the zip code in use, or null when it
 * stays the same (spaces do not count: '171 48' is '17148').
 *
 * @example
 * zipCodeChange('171 48', '115 41') // '115 41'
 * zipCodeChange('171 48', '17148') // null
 */
export function zipCodeChange(previous: string | null | undefined, next: string): string | null {
  if (previous != null && normalisePostalCode(previous) === normalisePostalCode(next)) return null;
  return next;
}

/**
 * An address's country: Åland (AX) when the service says so or its postal
 * code is one of Åland's, else Sweden (SE).
 *
 * @example
 * addressCountry({ postalCode: '22100', countryCode: 'SE' }) // 'AX'
 */
export function addressCountry(address: { postalCode: string; countryCode?: string | null }): 'SE' | 'AX' {
  return address.countryCode === 'AX' || countryCodeForPostalCode(address.postalCode) === 'AX' ? 'AX' : 'SE';
}
