import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { AuthEnv } from '../auth.ts';
import type { SandboxContext } from '../context.ts';
import { notFound } from '../http.ts';

const esc = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

interface BasketLine {
  description: string;
  articleNumber: string;
  quantity: number;
  unit: string;
  /** As received: OCI numbers use a decimal point. */
  price: string;
  priceUnit: string;
  currency: string;
  leadTime: string;
  materialGroup: string;
  customField1: string;
  customField3: string;
  extProductId: string;
}

/** An OCI number: digits with an optional decimal point (a comma is not OCI). */
const OCI_NUMBER = /^\d+(\.\d+)?$/;

const page = (title: string, body: string) => `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:56rem;margin:2rem auto;padding:0 1rem;color:#17202b}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}input{font:inherit;padding:.4rem;width:100%;max-width:28rem}
button{font:inherit;margin-top:1rem;padding:.5rem 1rem}table{border-collapse:collapse;width:100%}th,td{border:1px solid #c9d0d9;padding:.4rem;text-align:left}
.error{color:#b42318}</style></head><body>${body}</body></html>`;

/**
 * A stand-in procurement system (SAP SRM style): starts a punch-out session
 * in a brand app and receives the OCI basket on its HOOK_URL.
 */
export function registerProcurementRoutes(app: Hono<AuthEnv>, { db }: SandboxContext): void {
  const save = db.prepare(
    `INSERT OR REPLACE INTO procurement_baskets (session_id, received_at, lines, fields) VALUES (?, ?, ?, ?)`,
  );
  const load = db.prepare(`SELECT * FROM procurement_baskets WHERE session_id = ?`);

  app.get('/procurement', (c) => {
    const sessionId = randomUUID();
    const hook = new URL(`/procurement/hook/${sessionId}`, c.req.url).toString();
    // ?shop= prefills the shop's address (an http(s) origin only).
    let shop = 'http://localhost:4173';
    try {
      const asked = new URL(c.req.query('shop') ?? '');
      if (asked.protocol === 'http:' || asked.protocol === 'https:') shop = asked.origin;
    } catch {
      // keep the default
    }
    return c.html(
      page(
        'Inköpssystem (sandbox)',
        `<h1>Inköpssystem (sandbox)</h1>
<p>Startar en punch-out-session i en butik, som ett SAP-system gör: ett formulär som postas till butikens <code>/punchout</code>. Varukorgen skickas tillbaka till HOOK_URL.</p>
<form id="start" method="post" action="${esc(shop)}/punchout">
<label for="shop">Butikens adress</label><input id="shop" value="${esc(shop)}" form="none">
<label for="username">USERNAME</label><input id="username" name="USERNAME" value="punchout.user">
<label for="password">PASSWORD</label><input id="password" name="PASSWORD" type="password" value="Sandbox-2026">
<label for="bolag">Bolag</label><input id="bolag" name="Bolag" value="Fastighetsservice Syd AB">
<label for="email">email</label><input id="email" name="email" value="inkop@fastighetsservice.example">
<label for="hook">HOOK_URL</label><input id="hook" name="HOOK_URL" value="${esc(hook)}">
<input type="hidden" name="~TARGET" value="_top"><input type="hidden" name="~CALLER" value="SANDBOX_SRM"><input type="hidden" name="~OkCode" value="ADDI">
<button type="submit">Starta punch-out</button>
<button type="submit" formmethod="get">Starta med GET (äldre system)</button></form>
<script>document.getElementById('shop').addEventListener('input',function(e){document.getElementById('start').action=e.target.value.replace(/\\/$/,'')+'/punchout';});</script>`,
      ),
    );
  });

  app.post('/procurement/hook/:sessionId', async (c) => {
    const sessionId = c.req.param('sessionId');
    if (!/^[\w-]{1,64}$/.test(sessionId))
      return c.html(page('Fel', '<p class="error">Ogiltig session.</p>'), 400);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const fields = Object.entries(form).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    const byIndex = new Map<number, Record<string, string>>();
    for (const [key, value] of fields) {
      const match = /^NEW_ITEM-([A-Z_0-9]+)\[(\d+)\]$/.exec(key);
      if (!match || typeof value !== 'string') continue;
      const index = Number(match[2]);
      const fields = byIndex.get(index) ?? {};
      fields[match[1] as string] = value;
      byIndex.set(index, fields);
    }
    if (byIndex.size === 0)
      return c.html(page('Fel', '<p class="error">Inga NEW_ITEM-fält togs emot.</p>'), 400);
    const lines: BasketLine[] = [];
    for (const index of [...byIndex.keys()].sort((a, b) => a - b)) {
      const f = byIndex.get(index) ?? {};
      const quantity = Number(f.QUANTITY);
      const price = f.PRICE ?? '';
      if (!f.VENDORMAT || !OCI_NUMBER.test(f.QUANTITY ?? '') || quantity <= 0 || !OCI_NUMBER.test(price)) {
        return c.html(
          page(
            'Fel',
            `<p class="error">Rad ${index} saknar artikelnummer eller har ogiltigt antal eller pris (OCI-tal skrivs med punkt).</p>`,
          ),
          400,
        );
      }
      lines.push({
        description: f.DESCRIPTION ?? '',
        articleNumber: f.VENDORMAT,
        quantity,
        unit: f.UNIT ?? '',
        price,
        priceUnit: f.PRICEUNIT ?? '',
        currency: f.CURRENCY ?? '',
        leadTime: f.LEADTIME ?? '',
        materialGroup: f.MATGROUP ?? '',
        customField1: f.CUST_FIELD1 ?? '',
        customField3: f.CUST_FIELD3 ?? '',
        extProductId: f.EXT_PRODUCT_ID ?? '',
      });
    }
    save.run(sessionId, new Date().toISOString(), JSON.stringify(lines), JSON.stringify(fields));
    const total = lines.reduce(
      (sum, l) => sum + (Number(l.price) / (Number(l.priceUnit) || 1)) * l.quantity,
      0,
    );
    const rows = lines
      .map(
        (l, i) =>
          `<tr><td>${i + 1}</td><td>${esc(l.description)}</td><td>${esc(l.articleNumber)}</td><td>${l.quantity}</td><td>${esc(l.unit)}</td><td>${esc(l.price)}</td><td>${esc(l.currency)}</td><td>${esc(l.priceUnit)}</td><td>${esc(l.leadTime)}</td><td>${esc(l.materialGroup)}</td><td>${esc(l.extProductId)}</td></tr>`,
      )
      .join('');
    const raw = fields
      .map(([name, value]) => `<tr><td>${esc(name)}</td><td>${esc(value)}</td></tr>`)
      .join('');
    return c.html(
      page(
        'Mottagen varukorg',
        `<h1>Mottagen varukorg</h1><table><caption>${lines.length} rader, totalt ${total.toFixed(2)} ${esc(lines[0]?.currency ?? '')}</caption><thead><tr><th>Rad</th><th>Benämning</th><th>Artikelnr</th><th>Antal</th><th>Enhet</th><th>Pris</th><th>Valuta</th><th>Prisenhet</th><th>Leveranstid (dagar)</th><th>Varugrupp</th><th>Ext. produkt-id</th></tr></thead><tbody>${rows}</tbody></table>
<details><summary>Mottagna fält</summary><table><thead><tr><th>Fält</th><th>Värde</th></tr></thead><tbody>${raw}</tbody></table></details>`,
      ),
    );
  });

  app.get('/procurement/baskets/:sessionId', (c) => {
    const row = load.get(c.req.param('sessionId')) as
      | { session_id: string; received_at: string; lines: string; fields: string }
      | undefined;
    if (!row) throw notFound('Varukorgen');
    return c.json({
      sessionId: row.session_id,
      receivedAt: row.received_at,
      lines: JSON.parse(row.lines) as BasketLine[],
      // Every field as received, in order (tests parse these).
      fields: JSON.parse(row.fields) as [string, string][],
    });
  });
}

/**
 * The external admin site seller admins manage users on (storefront-core §2 externalAdmin): a
 * stand-in page that says what it is, so a brand's `externalAdminUrl` leads somewhere real.
 */
export function registerAdminSiteRoutes(app: Hono<AuthEnv>): void {
  app.get('/admin', (c) =>
    c.html(
      page(
        'Administrationssajten (sandbox)',
        `<h1>Administrationssajten (sandbox)</h1>
<p>Här administrerar säljare och webbplatsadministratörer användare för alla kunder. Sajten är en ställföreträdare i sandlådan.</p>`,
      ),
    ),
  );
}
