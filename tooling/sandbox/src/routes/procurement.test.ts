import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../index.ts';
import { call, privateSandbox } from '../test-utils.ts';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await privateSandbox();
});
afterAll(() => sandbox.stop());

const post = (session: string, fields: Record<string, string>) =>
  fetch(`${sandbox.url}/procurement/hook/${session}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

describe('procurement simulator', () => {
  it('serves a start page with the HOOK_URL and the punch-out user', async () => {
    const html = await (await fetch(`${sandbox.url}/procurement`)).text();
    expect(html).toContain('/procurement/hook/');
    expect(html).toContain('name="USERNAME" value="punchout.user"');
    expect(html).toContain('<html lang="sv">');
  });

  it('receives an OCI basket on the HOOK_URL, shows it and keeps it for tests', async () => {
    const res = await post('abc-1', {
      'NEW_ITEM-DESCRIPTION[1]': 'Träskruv <4,0x40>',
      'NEW_ITEM-VENDORMAT[1]': '1000002',
      'NEW_ITEM-QUANTITY[1]': '3',
      'NEW_ITEM-UNIT[1]': 'ST',
      'NEW_ITEM-PRICE[1]': '89.5',
      'NEW_ITEM-CURRENCY[1]': 'SEK',
      'NEW_ITEM-DESCRIPTION[2]': 'Kopparrör 15 mm',
      'NEW_ITEM-VENDORMAT[2]': '1200010',
      'NEW_ITEM-QUANTITY[2]': '2.5',
      'NEW_ITEM-PRICE[2]': '120',
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Träskruv &lt;4,0x40&gt;');
    const basket = await call(sandbox, 'GET', '/procurement/baskets/abc-1');
    expect(
      basket.body.lines.map((l: { articleNumber: string; quantity: number }) => [
        l.articleNumber,
        l.quantity,
      ]),
    ).toEqual([
      ['1000002', 3],
      ['1200010', 2.5],
    ]);
  });

  it('refuses a post without NEW_ITEM fields or with a bad quantity, storing nothing', async () => {
    expect((await post('abc-2', { foo: 'bar' })).status).toBe(400);
    expect(
      (
        await post('abc-2', {
          'NEW_ITEM-VENDORMAT[1]': '1',
          'NEW_ITEM-QUANTITY[1]': 'tre',
          'NEW_ITEM-PRICE[1]': '1',
        })
      ).status,
    ).toBe(400);
    expect((await call(sandbox, 'GET', '/procurement/baskets/abc-2')).status).toBe(404);
  });
});
