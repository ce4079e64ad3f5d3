import { FormSubmission, FormSubmissionError } from '@shop/commerce-client/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../index.ts';
import { call, expectContract, login, privateSandbox } from '../test-utils.ts';
import { FORM_MESSAGES } from './forms.ts';

let sandbox: RunningSandbox;

const submit = (formId: string, values: unknown, token?: string) =>
  call(sandbox, 'POST', `/forms/${formId}/submissions`, { body: { values }, token });
const stored = async (formId: string) =>
  (await call(sandbox, 'GET', `/__sandbox/form-submissions?formId=${formId}`)).body.submissions as {
    id: string;
    formId: string;
    values: Record<string, string | boolean>;
    receivedAt: string;
    userId: string | null;
  }[];
/** Asserts a 422 naming exactly these fields and messages, and answers them. */
async function refused(formId: string, values: unknown) {
  const before = (await stored(formId)).length;
  const res = await submit(formId, values);
  expect(res.status).toBe(422);
  const body = expectContract(FormSubmissionError, res.body);
  expect(body.error).toBe('validation_failed');
  expect(await stored(formId)).toHaveLength(before);
  return body.fields;
}

/** A complete, valid application for an account ('formular-bli-kund'). */
const application = {
  orgnr: '556677-8899',
  foretag: 'Nordbygg AB',
  epost: 'inköp@nordbygg.se',
  telefon: '+46 70-123 45 67',
  bransch: 'VVS',
  meddelande: '',
  villkor: true,
};

beforeAll(async () => {
  sandbox = await privateSandbox();
});
afterAll(() => sandbox.stop());
afterEach(() => call(sandbox, 'DELETE', '/__sandbox/faults'));

describe('POST /forms/{formId}/submissions', () => {
  it('stores a valid submission from a visitor and answers 201 with its id', async () => {
    const res = await submit('formular-bli-kund', application);
    expect(res.status).toBe(201);
    const answer = expectContract(FormSubmission, res.body);
    expect(answer.formId).toBe('formular-bli-kund');
    const rows = await stored('formular-bli-kund');
    expect(rows).toEqual([
      {
        id: answer.id,
        formId: 'formular-bli-kund',
        values: application,
        receivedAt: answer.receivedAt,
        userId: null,
      },
    ]);
  });

  it("stores the user's id when a valid token is sent, and refuses a bad token", async () => {
    const anna = await login(sandbox, 'anna.user');
    const values = { namn: 'Anna', 'kontakt-epost': 'anna@nordbygg.se', fraga: 'Hej!' };
    const res = await submit('formular-kontakt', values, anna.token);
    expect(res.status).toBe(201);
    const rows = await stored('formular-kontakt');
    expect(rows.at(-1)).toMatchObject({ id: res.body.id, userId: 'u0001', values });
    expect((await submit('formular-kontakt', values, 'not-a-token')).status).toBe(401);
  });

  it('takes numbers with a decimal comma and spaces, real dates, and leaves optional fields out', async () => {
    for (const antal of ['12', '1 200', '2,5', '-3.25']) {
      expect((await submit('formular-offert', { projekt: 'Kv. Eken', antal })).status).toBe(201);
    }
    expect(
      (await submit('formular-offert', { projekt: 'Kv. Eken', leveransdatum: '2028-02-29' })).status,
    ).toBe(201);
    expect((await submit('formular-offert', { projekt: 'Kv. Eken' })).status).toBe(201);
  });

  it('refuses a missing or empty required field, a checkbox left unticked, and stores nothing', async () => {
    const { foretag: _, ...withoutName } = application;
    expect(await refused('formular-bli-kund', { ...withoutName, orgnr: '   ', villkor: false })).toEqual([
      { field: 'orgnr', message: FORM_MESSAGES.required },
      { field: 'foretag', message: FORM_MESSAGES.required },
      { field: 'villkor', message: FORM_MESSAGES.checkboxRequired },
    ]);
  });

  it('refuses an e-mail address without the shape of one', async () => {
    for (const epost of ['anna', 'anna@', 'anna@nordbygg', 'an na@nordbygg.se']) {
      expect(await refused('formular-bli-kund', { ...application, epost })).toEqual([
        { field: 'epost', message: FORM_MESSAGES.email },
      ]);
    }
  });

  it('refuses a select value that is not one of the options', async () => {
    expect(await refused('formular-bli-kund', { ...application, bransch: 'Rymdfart' })).toEqual([
      { field: 'bransch', message: FORM_MESSAGES.option },
    ]);
    // An optional select left empty is fine; one filled in must still be an option.
    const question = { namn: 'Anna', 'kontakt-epost': 'anna@nordbygg.se', fraga: 'Hej!' };
    expect((await submit('formular-kontakt', { ...question, amne: '' })).status).toBe(201);
    expect(await refused('formular-kontakt', { ...question, amne: 'order' })).toEqual([
      { field: 'amne', message: FORM_MESSAGES.option },
    ]);
  });

  it('refuses keys the form does not have', async () => {
    expect(await refused('formular-bli-kund', { ...application, admin: 'true', 'falt-orgnr': 'x' })).toEqual([
      { field: 'admin', message: FORM_MESSAGES.unknown },
      { field: 'falt-orgnr', message: FORM_MESSAGES.unknown },
    ]);
  });

  it('refuses bad numbers, impossible dates, phone numbers with letters, over-long text and wrong value types', async () => {
    expect(
      await refused('formular-offert', { projekt: 'Kv. Eken', antal: '12 st', leveransdatum: '2027-02-29' }),
    ).toEqual([
      { field: 'antal', message: FORM_MESSAGES.number },
      { field: 'leveransdatum', message: FORM_MESSAGES.date },
    ]);
    expect(await refused('formular-offert', { projekt: 'Kv. Eken', leveransdatum: '29/2/2028' })).toEqual([
      { field: 'leveransdatum', message: FORM_MESSAGES.date },
    ]);
    expect(
      await refused('formular-bli-kund', {
        ...application,
        telefon: '070-ETT',
        meddelande: 'x'.repeat(2001),
        foretag: true,
        villkor: 'ja',
      }),
    ).toEqual([
      { field: 'foretag', message: FORM_MESSAGES.invalid },
      { field: 'telefon', message: FORM_MESSAGES.tel },
      { field: 'meddelande', message: FORM_MESSAGES.tooLong },
      { field: 'villkor', message: FORM_MESSAGES.invalid },
    ]);
  });

  it('stores a checkbox sent as an HTML form sends it ("on") as a boolean', async () => {
    expect((await submit('formular-bli-kund', { ...application, villkor: 'on' })).status).toBe(201);
    expect((await stored('formular-bli-kund')).at(-1)?.values.villkor).toBe(true);
  });

  it('answers 400 for a body that is not { values: { key: string | boolean } }', async () => {
    const wrong = await submit('formular-kontakt', { namn: 3 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe('values.namn');
    expect((await submit('formular-kontakt', ['namn'])).status).toBe(400);
  });

  it('answers 404 form_not_found for an unknown id, an entry that is not a form, and an unpublished form', async () => {
    for (const id of ['finns-inte', 'startsida', 'falt-orgnr']) {
      const res = await submit(id, { namn: 'Anna' });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('form_not_found');
    }
    expect(
      (await call(sandbox, 'PUT', '/__sandbox/cms/entries/formular-offert', { body: { unpublish: true } }))
        .status,
    ).toBe(200);
    expect((await submit('formular-offert', { projekt: 'Kv. Eken' })).status).toBe(404);
  });

  it('honours an injected fault (500) and stores nothing', async () => {
    await call(sandbox, 'POST', '/__sandbox/faults', {
      body: { method: 'POST', path: '/forms/*/submissions', status: 500, times: 1 },
    });
    const before = (await stored('formular-kontakt')).length;
    const values = { namn: 'Anna', 'kontakt-epost': 'anna@nordbygg.se', fraga: 'Hej!' };
    expect((await submit('formular-kontakt', values)).status).toBe(500);
    expect(await stored('formular-kontakt')).toHaveLength(before);
    expect((await submit('formular-kontakt', values)).status).toBe(201);
  });
});

describe('GET /__sandbox/form-submissions and POST /__sandbox/reset', () => {
  it('lists every form without formId; a reset clears them', async () => {
    const all = (await call(sandbox, 'GET', '/__sandbox/form-submissions')).body.submissions as unknown[];
    expect(all.length).toBeGreaterThan(3);
    expect((await call(sandbox, 'POST', '/__sandbox/reset')).status).toBe(200);
    expect((await call(sandbox, 'GET', '/__sandbox/form-submissions')).body.submissions).toEqual([]);
  });
});
