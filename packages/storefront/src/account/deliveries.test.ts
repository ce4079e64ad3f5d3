import type { DeliveryLine } from '@shop/commerce-client/contract';
import { describe, expect, it } from 'vitest';
import { missingLines, trackingHref } from './deliveries';

describe('trackingHref', () => {
  it.each([
    ['https://tracking.example.com/postnord?id=PN1', 'https://tracking.example.com/postnord?id=PN1'],
    ['http://spara.example.se/a b', 'http://spara.example.se/a%20b'],
    [' HTTPS://tracking.example.com/x ', 'https://tracking.example.com/x'],
  ])('takes the absolute http(s) URL %s', (url, href) => {
    expect(trackingHref(url)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example.com/x',
    '/orders/1',
    'tracking.example.com/x',
    'ftp://files.example.com/x',
    'https://user:secret@tracking.example.com/x',
    'https://',
    '',
    null,
    undefined,
  ])('refuses %s', (url) => {
    expect(trackingHref(url)).toBeNull();
  });
});

const line = (over: Partial<DeliveryLine>): DeliveryLine => ({
  position: 1,
  articleNumber: '1000001',
  name: 'Träskruv',
  unit: 'st',
  ordered: 10,
  delivered: 10,
  cancelled: 0,
  remaining: 0,
  backOrdered: 0,
  expectedDate: null,
  cancelReason: null,
  state: 'DELIVERED',
  ...over,
});

describe('missingLines', () => {
  it('takes the back-ordered and the cancelled quantities, not what is delivered or on its way', () => {
    expect(
      missingLines({
        lines: [
          line({ position: 1 }),
          line({
            position: 2,
            articleNumber: '1000002',
            delivered: 4,
            remaining: 6,
            backOrdered: 6,
            state: 'BACK_ORDERED',
          }),
          line({ position: 3, articleNumber: '1000003', delivered: 0, remaining: 10, state: 'NOT_SHIPPED' }),
          line({
            position: 4,
            articleNumber: '1000004',
            name: 'Kabel',
            unit: 'm',
            delivered: 2.5,
            cancelled: 7.5,
            state: 'CANCELLED',
          }),
        ],
      }),
    ).toEqual([
      { articleNumber: '1000002', name: 'Träskruv', unit: 'st', quantity: 6 },
      { articleNumber: '1000004', name: 'Kabel', unit: 'm', quantity: 7.5 },
    ]);
  });

  it('sums one article on two lines, and is empty when nothing is missing', () => {
    const twice = [
      line({ position: 1, delivered: 5, remaining: 5, backOrdered: 5, state: 'BACK_ORDERED' }),
      line({ position: 2, delivered: 8, cancelled: 2, state: 'CANCELLED' }),
    ];
    expect(missingLines({ lines: twice })).toEqual([
      { articleNumber: '1000001', name: 'Träskruv', unit: 'st', quantity: 7 },
    ]);
    expect(missingLines({ lines: [line({})] })).toEqual([]);
  });
});
