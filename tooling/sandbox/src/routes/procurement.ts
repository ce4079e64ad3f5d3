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
  price: number;
  currency: string;
  leadTime: string;
  extProductId: string;
}

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
    `INSERT OR REPLACE INTO procurement_baskets (session_id, received_at, lines) VALUES (?, ?, ?)`,
  );
  const load = db.prepare(`SELECT * FROM procurement_baskets WHERE session_id = ?`);

  app.get('/procurement', (c) => {
    const sessionId = randomUUID();
    const hook = new URL(`/procurement/hook/${sessionId}`, c.req.url).toString();
    return c.html(
      page(
        'Inköpssystem (sandbox)',
        `<h1>Inköpssystem (sandbox)</h1>
<p>Startar en punch-out-session i en butik, som ett SAP-system gör. Varukorgen skickas tillbaka till <code>${esc(hook)}</code>.</p>
<form id="start" method="get" action="http://localhost:4173/punchout">
<label for="shop">Butikens adress</label><input id="shop" name="shop" value="http://localhost:4173" form="none">
<label for="username">USERNAME</label><input id="username" name="USERNAME" value="punchout.user">
<label for="password">PASSWORD</label><input id="password" name="PASSWORD" type="password" value="Sandbox-2026">
<label for="bolag">Bolag</label><input id="bolag" name="Bolag" value="Fastighetsservice Syd AB">
<input type="hidden" name="HOOK_URL" value="${esc(hook)}"><input type="hidden" name="~TARGET" value="_top">
<button type="submit">Starta punch-out</button></form>
<script>document.getElementById('shop').addEventListener('input',function(e){document.getElementById('start').action=e.target.value.replace(/\\/$/,'')+'/punchout';});</script>`,
      ),
    );
  });

  app.post('/procurement/hook/:sessionId', async (c) => {
    const sessionId = c.req.param('sessionId');
    if (!/^[\w-]{1,64}$/.test(sessionId))
      return c.html(page('Fel', '<p class="error">Ogiltig session.</p>'), 400);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const byIndex = new Map<number, Record<string, string>>();
    for (const [key, value] of Object.entries(form)) {
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
      const price = Number(f.PRICE);
      if (!f.VENDORMAT || !Number.isFinite(quantity) || quantity <= 0 || !Number.isFinite(price)) {
        return c.html(
          page(
            'Fel',
            `<p class="error">Rad ${index} saknar artikelnummer eller har ogiltigt antal eller pris.</p>`,
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
        currency: f.CURRENCY ?? '',
        leadTime: f.LEADTIME ?? '',
        extProductId: f.EXT_PRODUCT_ID ?? '',
      });
    }
    save.run(sessionId, new Date().toISOString(), JSON.stringify(lines));
    const rows = lines
      .map(
        (l) =>
          `<tr><td>${esc(l.description)}</td><td>${esc(l.articleNumber)}</td><td>${l.quantity}</td><td>${esc(l.unit)}</td><td>${l.price} ${esc(l.currency)}</td></tr>`,
      )
      .join('');
    return c.html(
      page(
        'Mottagen varukorg',
        `<h1>Mottagen varukorg</h1><table><caption>${lines.length} rader</caption><thead><tr><th>Benämning</th><th>Artikelnr</th><th>Antal</th><th>Enhet</th><th>Pris</th></tr></thead><tbody>${rows}</tbody></table>`,
      ),
    );
  });

  app.get('/procurement/baskets/:sessionId', (c) => {
    const row = load.get(c.req.param('sessionId')) as
      | { session_id: string; received_at: string; lines: string }
      | undefined;
    if (!row) throw notFound('Varukorgen');
    return c.json({
      sessionId: row.session_id,
      receivedAt: row.received_at,
      lines: JSON.parse(row.lines) as BasketLine[],
    });
  });
}
