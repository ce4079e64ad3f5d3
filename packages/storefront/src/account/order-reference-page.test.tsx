// @vitest-environment happy-dom
import { CommerceError } from '@shop/commerce-client';
import type { OrderReferenceSetting } from '@shop/commerce-client/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionAtom, sessionQueries } from '../session';
import { cleanup, renderInShop, signedInSession, testServices } from '../test/render';
import { draftErrors, OrderReferencePage } from './order-reference-page';

const seeded: OrderReferenceSetting = {
  customerId: '10001',
  referenceRequired: true,
  referencePattern: '^P-\\d{5}$',
  referenceHelp: 'Ange projektnumret, t.ex. P-12345.',
  updatedAt: '2026-10-01T07:00:00.000Z',
};

function setup(update: (customerId: string, input: unknown) => Promise<OrderReferenceSetting>) {
  const updateOrderReference = vi.fn(update);
  const services = testServices({
    client: { customers: { orderReference: vi.fn(async () => seeded), updateOrderReference } },
  });
  services.store.set(sessionAtom, signedInSession({ role: 'BUYER_ADMIN' }));
  return { services, updateOrderReference };
}

async function render(env: ReturnType<typeof setup>) {
  await env.services.queryClient.ensureQueryData(sessionQueries.orderReference(env.services.client, '10001'));
  const view = await renderInShop(<OrderReferencePage />, {
    services: env.services,
    path: '/mina-sidor/orderreferens',
  });
  return {
    ...view,
    required: view.getByRole('checkbox', { name: 'Referens krävs' }) as HTMLInputElement,
    pattern: view.getByRole('textbox', { name: 'Mönster' }) as HTMLInputElement,
    help: view.getByRole('textbox', { name: 'Hjälptext' }) as HTMLInputElement,
    save: view.getByRole('button', { name: 'Spara inställningen' }),
  };
}

afterEach(cleanup);

describe('OrderReferencePage', () => {
  it("shows the customer's setting and saves a change, trimmed, saying so", async () => {
    const env = setup(async (customerId, input) => ({ ...seeded, customerId, ...(input as object) }));
    const view = await render(env);
    expect(view.getByText(/varje order från Nordbygg Entreprenad AB/)).toBeTruthy();
    expect(view.required.checked).toBe(true);
    expect(view.pattern.value).toBe('^P-\\d{5}$');
    expect(view.help.value).toBe('Ange projektnumret, t.ex. P-12345.');

    await view.user.clear(view.pattern);
    await view.user.type(view.pattern, ' AO-\\d{{4} ');
    await view.user.clear(view.help);
    await view.user.click(view.save);
    expect(env.updateOrderReference).toHaveBeenCalledWith('10001', {
      referenceRequired: true,
      referencePattern: 'AO-\\d{4}',
      referenceHelp: null,
    });
    expect(view.getByRole('status').textContent).toBe('Inställningen är sparad.');
    // The delivery step reads the same query: it has the new setting at once.
    expect(
      env.services.queryClient.getQueryData(
        sessionQueries.orderReference(env.services.client, '10001').queryKey,
      ),
    ).toMatchObject({ referencePattern: 'AO-\\d{4}', referenceHelp: null });
  });

  it.each([
    ['P-(\\d', 'Mönstret är inget giltigt reguljärt uttryck.'],
    ['(a+)+', 'Mönstret kan ta för lång tid att pröva.'],
    ['P'.repeat(101), 'Mönstret får ha högst 100 tecken.'],
  ])('names a bad pattern (%s) in Swedish and sends nothing', async (pattern, message) => {
    const env = setup(async () => seeded);
    const view = await render(env);
    await view.user.clear(view.pattern);
    // Typed as a person would, braces and brackets being user-event's own keys.
    await view.user.click(view.pattern);
    await view.user.paste(pattern);
    await view.user.click(view.save);
    expect(view.pattern.getAttribute('aria-invalid')).toBe('true');
    expect(view.getByText((text) => text.startsWith(message))).toBeTruthy();
    expect(env.updateOrderReference).not.toHaveBeenCalled();
    expect(view.pattern.value).toBe(pattern);
  });

  it("shows the service's refusal at its field, and keeps what was typed", async () => {
    const env = setup(async () => {
      throw new CommerceError({
        message: 'customers answered 400',
        status: 400,
        service: 'customers',
        messageKey: 'errors.unknown_error_occurred',
        body: {
          error: 'bad_request',
          message: 'referenceHelp: Hjälptexten får ha högst 200 tecken',
          field: 'referenceHelp',
        },
      });
    });
    const view = await render(env);
    await view.user.click(view.required);
    await view.user.click(view.save);
    expect(env.updateOrderReference).toHaveBeenCalledWith(
      '10001',
      expect.objectContaining({ referenceRequired: false }),
    );
    expect(view.help.getAttribute('aria-invalid')).toBe('true');
    expect(view.getByText('referenceHelp: Hjälptexten får ha högst 200 tecken')).toBeTruthy();
    expect(view.required.checked).toBe(false);
  });

  it('says a failed save in words and keeps the draft', async () => {
    const env = setup(async () => {
      throw new CommerceError({
        message: 'customers answered 403',
        status: 403,
        service: 'customers',
        messageKey: 'errors.forbidden_action',
      });
    });
    const view = await render(env);
    await view.user.click(view.required);
    await view.user.click(view.save);
    expect(view.getByRole('alert').textContent).toBe(
      'Inställningen sparades inte. Du har inte behörighet att göra det här.',
    );
    expect(view.required.checked).toBe(false);
  });
});

describe('draftErrors', () => {
  it.each([
    [{ required: true, pattern: '', help: '' }, {}],
    [{ required: true, pattern: '  ^P-\\d{5}$ ', help: 'x'.repeat(200) }, {}],
    [
      { required: false, pattern: '(a|b)+', help: '' },
      { pattern: { key: 'orderReference.patternProblem.unsafe', max: 100 } },
    ],
    [
      { required: true, pattern: '', help: ` ${'x'.repeat(201)}` },
      { help: { key: 'orderReference.helpTooLong', max: 200 } },
    ],
  ])('%j → %j', (draft, errors) => {
    expect(draftErrors(draft)).toEqual(errors);
  });
});
