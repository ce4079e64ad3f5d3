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
