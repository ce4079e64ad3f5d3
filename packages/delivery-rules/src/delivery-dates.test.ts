import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isClosedDay, nextDeliverableDate } from './closed-days';
import { isDeliverableDate, planDeliveryDates } from './delivery-dates';

/** Monday 23 November 2026, 09:00 in Stockholm: the first deliverable date is Tuesday the 24th. */
const MONDAY = new Date('2026-11-23T08:00:00Z');

describe('isDeliverableDate', () => {
  it.each([
    ['2026-11-24', true, 'the first deliverable date'],
    ['2026-11-27', true, 'a later weekday'],
    ['2026-11-23', false, 'a date before the first deliverable one (today)'],
    ['2026-11-20', false, 'a past date'],
    ['2026-11-28', false, 'a Saturday'],
    ['2026-11-29', false, 'a Sunday'],
    ['2026-12-24', false, 'Christmas Eve'],
    ['2026-12-31', false, "New Year's Eve"],
    ['2027-01-06', false, 'Epiphany'],
    ['2026-02-30', false, 'a date that does not exist'],
    ['2026-11-31', false, 'a date that does not exist, after the first deliverable one'],
    ['24/11/2026', false, 'a date not written YYYY-MM-DD'],
    ['9999-12-31', false, 'a date beyond the years the rules cover'],
    ['2027-13-45', false, 'a month and day that do not exist'],
  ])('%s is %s: %s', (iso, expected) => {
    expect(isDeliverableDate(iso, '2026-11-24')).toBe(expected);
  });

  it("refuses one of the brand's extra closed days", () => {
    expect(isDeliverableDate('2024-12-23', '2024-12-18')).toBe(true);
    expect(isDeliverableDate('2024-12-23', '2024-12-18', ['2024-12-23', '2024-12-27'])).toBe(false);
  });
});

describe('planDeliveryDates', () => {
  const base = { deliveryIds: ['DBI', 'EXH'], cartDates: {}, savedDates: {}, now: MONDAY };

  it('starts every delivery on the first deliverable date when nothing is stored', () => {
    expect(planDeliveryDates(base)).toEqual({
      firstDate: '2026-11-24',
      dates: { DBI: '2026-11-24', EXH: '2026-11-24' },
      stale: [],
      rectifiedTo: null,
    });
  });

  it("prefers the date stored on the cart's delivery while it is still deliverable", () => {
    const plan = planDeliveryDates({
      ...base,
      cartDates: { DBI: '2026-11-26', EXH: null },
      savedDates: { DBI: '2026-11-25', EXH: '2026-11-27' },
    });
    expect(plan.dates).toEqual({ DBI: '2026-11-26', EXH: '2026-11-27' });
    expect(plan.rectifiedTo).toBeNull();
  });

  it('moves every delivery in the order to the first deliverable date when one cart date is stale', () => {
    const plan = planDeliveryDates({ ...base, cartDates: { DBI: '2026-11-20', EXH: '2026-11-30' } });
    expect(plan.stale).toEqual(['DBI']);
    expect(plan.rectifiedTo).toBe('2026-11-24');
    expect(plan.dates).toEqual({ DBI: '2026-11-24', EXH: '2026-11-24' });
  });

  it('treats a stale date in the saved checkout state like a stale cart date', () => {
    const plan = planDeliveryDates({ ...base, savedDates: { EXH: '2026-11-23' } });
    expect(plan.stale).toEqual(['EXH']);
    expect(plan.dates).toEqual({ DBI: '2026-11-24', EXH: '2026-11-24' });
  });

  it.each([
    ['a weekend', '2026-11-28'],
    ['a public holiday (Christmas Day)', '2026-12-25'],
    ['today', '2026-11-23'],
  ])('rectifies a stored date on %s', (_, stored) => {
    const plan = planDeliveryDates({ ...base, cartDates: { DBI: stored } });
    expect(plan.rectifiedTo).toBe('2026-11-24');
  });

  it('rectifies across a weekend: on a Friday the first date is Monday', () => {
    const plan = planDeliveryDates({
      ...base,
      now: new Date('2026-11-27T10:00:00Z'),
      cartDates: { DBI: '2026-11-27' },
    });
    expect(plan.rectifiedTo).toBe('2026-11-30');
  });

  it('rectifies across Easter: on Maundy Thursday the first date is Easter Tuesday', () => {
    const plan = planDeliveryDates({
      ...base,
      now: new Date('2026-04-02T10:00:00Z'),
      cartDates: { DBI: '2026-04-03', EXH: '2026-04-06' },
    });
    expect(plan.stale).toEqual(['DBI', 'EXH']);
    expect(plan.dates).toEqual({ DBI: '2026-04-07', EXH: '2026-04-07' });
  });

  it("skips the brand's extra closed days when it rectifies", () => {
    const plan = planDeliveryDates({
      ...base,
      now: new Date('2024-12-20T10:00:00Z'),
      cartDates: { DBI: '2024-12-19' },
      extraClosedDays: ['2024-12-23', '2024-12-27'],
    });
    // 21–22 weekend, 23 the brand's, 24–26 Christmas, 27 the brand's, 28–29 weekend.
    expect(plan.rectifiedTo).toBe('2024-12-30');
  });

  it('has no cutoff hour: at 23:59 the next open day is still deliverable', () => {
    const lateMonday = new Date('2026-11-23T22:59:00Z'); // 23:59 in Stockholm
    const plan = planDeliveryDates({ ...base, now: lateMonday, cartDates: { DBI: '2026-11-24' } });
    expect(plan.rectifiedTo).toBeNull();
    expect(plan.dates.DBI).toBe('2026-11-24');
  });

  it('reads the calendar day in Stockholm: just after midnight Stockholm time the day has moved on', () => {
    const justAfterMidnight = new Date('2026-11-23T23:01:00Z'); // 00:01 Tuesday in Stockholm
    const plan = planDeliveryDates({ ...base, now: justAfterMidnight, cartDates: { DBI: '2026-11-24' } });
    expect(plan.rectifiedTo).toBe('2026-11-25');
  });

  it('looks only at the deliveries in the order', () => {
    const plan = planDeliveryDates({ ...base, deliveryIds: ['DBI'], cartDates: { EXH: '2026-11-20' } });
    expect(plan.stale).toEqual([]);
    expect(plan.dates).toEqual({ DBI: '2026-11-24' });
  });
});

describe('planDeliveryDates properties', () => {
  const day = fc
    .integer({ min: 0, max: 400 })
    .map((n) => new Date(Date.UTC(2026, 0, 1 + n, 12)).toISOString().slice(0, 10));

  it('gives every delivery a deliverable date, the same one for all when anything was stale', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.option(day, { nil: undefined }),
        fc.option(day, { nil: undefined }),
        (offset, cart, saved) => {
          const now = new Date(Date.UTC(2026, 0, 1 + offset, 9));
          const plan = planDeliveryDates({
            deliveryIds: ['DBI', 'EXH'],
            cartDates: { DBI: cart },
            savedDates: { EXH: saved },
            now,
          });
          expect(plan.firstDate).toBe(nextDeliverableDate(now));
          for (const date of Object.values(plan.dates)) {
            expect(date >= plan.firstDate).toBe(true);
            expect(isClosedDay(date)).toBe(false);
          }
          if (plan.rectifiedTo !== null) {
            expect(plan.stale.length).toBeGreaterThan(0);
            expect(new Set(Object.values(plan.dates))).toEqual(new Set([plan.firstDate]));
          }
        },
      ),
    );
  });
});
