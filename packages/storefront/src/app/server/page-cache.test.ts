// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RenderPage } from './options';
import { createStorefrontServer } from './server';
import { builtClient, render } from './test-server';

const dir = builtClient();

describe('the page cache for visitors', () => {
  let renders = 0;
  let clock = 0;
  const counting: RenderPage = async (request, page) => {
    renders++;
    return render(request, page);
  };
  const cached = createStorefrontServer({
    brandId: 'bygg',
    clientDir: dir,
    commerceUrl: 'https://commerce.example.com',
    sessionSecret: 'a-test-secret-of-at-least-32-characters',
    render: counting,
    htmlCacheSeconds: 10,
    now: () => clock,
  });

  it('renders a page once for 20 visitors at the same moment, each with a nonce of their own', async () => {
    renders = 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        cached.request('/produkt/y', { headers: { 'accept-encoding': 'identity' } }),
      ),
    );
    expect(renders).toBe(1);
    const nonces = new Set(
      answers.map((a) => /'nonce-([^']+)'/.exec(a.headers.get('content-security-policy') ?? '')?.[1]),
    );
    expect(nonces.size).toBe(20);
    for (const answer of answers) {
      const html = await answer.text();
      expect(html).not.toContain('SHOP_CSP_NONCE');
      expect(html).toContain('<h1>/produkt/y</h1>');
    }
  });

  it('streams the page to the visitor whose request renders it, and gives it whole to those asking meanwhile', async () => {
    let finish!: () => void;
    const later = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const encoder = new TextEncoder();
    const slow = createStorefrontServer({
      brandId: 'bygg',
      clientDir: dir,
      commerceUrl: 'https://commerce.example.com',
      sessionSecret: 'a-test-secret-of-at-least-32-characters',
      htmlCacheSeconds: 10,
      render: async (_request, page) => ({
        response: new Response(
          new ReadableStream<Uint8Array>({
            async start(controller) {
              // The shell, with a nonce placeholder cut in two by the chunk's end.
              controller.enqueue(
                encoder.encode(
                  `<!DOCTYPE html><html><head>${page.head}</head><body><h1>Kabel</h1><script nonce="SHOP_C`,
                ),
              );
              controller.enqueue(encoder.encode('SP_NONCE">1</script>'));
              await later;
              controller.enqueue(encoder.encode('<p>Mängdpriser</p></body></html>'));
              controller.close();
            },
          }),
          { status: 200 },
        ),
        personal: false,
        session: null,
      }),
    });
    const first = await slow.request('/produkt/slow', { headers: { 'accept-encoding': 'identity' } });
    const reader = (first.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let shell = '';
    while (!shell.includes('">1</script>')) shell += decoder.decode((await reader.read()).value);
    // The heading is out while the render still waits for the rest.
    expect(shell).toContain('<h1>Kabel</h1>');
    const nonce = /'nonce-([^']+)'/.exec(first.headers.get('content-security-policy') ?? '')?.[1];
    expect(shell).toContain(`<script nonce="${nonce}">1</script>`);
    const meanwhile = slow.request('/produkt/slow', { headers: { 'accept-encoding': 'identity' } });
    finish();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += decoder.decode(chunk.value);
    expect(rest).toContain('<p>Mängdpriser</p>');
    const whole = await (await meanwhile).text();
    expect(whole).toContain('<h1>Kabel</h1>');
    expect(whole).toContain('<p>Mängdpriser</p>');
    expect(whole).not.toContain('SHOP_CSP_NONCE');
    expect(`${shell}${rest}`).not.toContain('SHOP_C');
  });

  it('renders again after ten seconds, and never shares a signed-in or a personal page', async () => {
    renders = 0;
    await cached.request('/produkt/z');
    clock += 9_000;
    await cached.request('/produkt/z');
    expect(renders).toBe(1);
    clock += 2_000;
    await cached.request('/produkt/z');
    expect(renders).toBe(2);
    // Any session cookie, even one that no longer opens, is rendered for its request.
    await cached.request('/produkt/z', { headers: { cookie: 'shop_session=old' } });
    expect(renders).toBe(3);
    await cached.request('/signed-in');
    await cached.request('/signed-in');
    expect(renders).toBe(5);
    expect((await cached.request('/cart')).status).toBe(302);
    expect((await cached.request('/cart')).status).toBe(302);
    expect(renders).toBe(7);
  });
});
