import {
  type CommerceClient,
  CommerceError,
  createCommerceClient,
  formFieldErrors,
  memoryTokenStore,
} from '@shop/commerce-client';
import { type RunningSandbox, startSandbox } from '@shop/sandbox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let sandbox: RunningSandbox;
let visitor: CommerceClient;
const onError = vi.fn();
const question = { namn: 'Anna', 'kontakt-epost': 'anna@nordbygg.se', fraga: 'Har ni lagerstatus för Lund?' };

async function stored(formId: string) {
  const res = await fetch(`${sandbox.url}/__sandbox/form-submissions?formId=${formId}`);
  return ((await res.json()) as { submissions: { id: string; userId: string | null; values: unknown }[] })
    .submissions;
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:' });
  visitor = createCommerceClient({ commerceUrl: sandbox.url, tokenStore: memoryTokenStore(), onError });
});
afterAll(() => sandbox.stop());

describe('forms.submit', () => {
  it("submits a visitor's values and answers the stored submission", async () => {
    const answer = await visitor.forms.submit('formular-kontakt', question);
    expect(answer).toEqual({
      id: expect.any(String),
      formId: 'formular-kontakt',
      receivedAt: expect.any(String),
    });
    expect((await stored('formular-kontakt')).at(-1)).toMatchObject({
      id: answer.id,
      userId: null,
      values: question,
    });
  });

  it("sends a signed-in user's token, so the submission names them", async () => {
    const store = memoryTokenStore();
    const anna = createCommerceClient({ commerceUrl: sandbox.url, tokenStore: store });
    const tokens = await anna.auth.login({ username: 'anna.user', password: 'Sandbox-2026' });
    if (!('token' in tokens)) throw new Error('expected tokens');
    store.set(tokens);
    const answer = await anna.forms.submit('formular-kontakt', question);
    expect((await stored('formular-kontakt')).at(-1)).toMatchObject({ id: answer.id, userId: 'u0001' });
  });

  it('rejects refused values with a 422 CommerceError whose body names each field', async () => {
    const error = await visitor.forms
      .submit('formular-kontakt', { ...question, 'kontakt-epost': 'anna', amne: 'Rymdfart' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommerceError);
    expect(error).toMatchObject({ status: 422, service: 'forms', noResponse: false });
    expect((error as CommerceError).body).toMatchObject({ error: 'validation_failed' });
    expect(formFieldErrors(error)).toEqual([
      { field: 'kontakt-epost', message: 'Ange en giltig e-postadress.' },
      { field: 'amne', message: 'Välj ett av alternativen.' },
    ]);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('rejects an unknown form with a 404 (errors.not_found), and has no fields to show', async () => {
    const error = await visitor.forms.submit('finns-inte', question).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 404,
      messageKey: 'errors.not_found',
      body: { error: 'form_not_found' },
    });
    expect(formFieldErrors(error)).toEqual([]);
  });

  it('does not retry a POST that failed with 500: one submission attempt, nothing stored', async () => {
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'POST', path: '/forms/*/submissions', status: 500, times: 1 }),
    });
    const before = (await stored('formular-kontakt')).length;
    const error = await visitor.forms.submit('formular-kontakt', question).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, messageKey: 'errors.internal_server_error' });
    expect(await stored('formular-kontakt')).toHaveLength(before);
    // The fault was used once: the next submission goes through.
    await expect(visitor.forms.submit('formular-kontakt', question)).resolves.toMatchObject({
      formId: 'formular-kontakt',
    });
  });
});

describe('formFieldErrors', () => {
  it('answers no fields for a 422 without them and for anything that is not a CommerceError', () => {
    const other422 = new CommerceError({
      message: 'cart answered 422',
      status: 422,
      service: 'cart',
      messageKey: 'errors.cart_service_not_available',
      body: { error: 'idempotency_key_reused', message: 'x' },
    });
    expect(formFieldErrors(other422)).toEqual([]);
    expect(formFieldErrors(new Error('x'))).toEqual([]);
    expect(formFieldErrors(undefined)).toEqual([]);
  });
});
