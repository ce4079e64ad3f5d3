import {
  FORM_VALUE_MAX_LENGTH,
  type FormFieldError,
  FormSubmissionRequest,
  type FormValues,
  type TokenClaims,
} from '@shop/commerce-client/contract';
import type { Hono } from 'hono';
import { type AuthEnv, optionalAuth } from '../auth.ts';
import type { CmsView, ContentStore } from '../cms/store.ts';
import type { SandboxContext } from '../context.ts';
import { HttpError, jsonBody, validate } from '../http.ts';

/** The messages a refused value gets, shown beside its field. */
export const FORM_MESSAGES = {
  required: 'Fyll i fältet.',
  checkboxRequired: 'Kryssa i rutan.',
  email: 'Ange en giltig e-postadress.',
  number: 'Ange ett tal.',
  date: 'Ange ett giltigt datum (ÅÅÅÅ-MM-DD).',
  option: 'Välj ett av alternativen.',
  tel: 'Ange ett giltigt telefonnummer.',
  tooLong: `Högst ${FORM_VALUE_MAX_LENGTH} tecken.`,
  invalid: 'Ogiltigt värde.',
  unknown: 'Okänt fält.',
} as const;

/** One input of a form as the delivery API answers it. */
interface FormInput {
  /** The key of its value: `inputId`, or the entry id without one (as `@shop/cms` maps `DynamicFormInput.id`). */
  key: string;
  type: string;
  required: boolean;
  options: string[];
}

/**
 * The inputs of a published dynamicForm, in order; null when the delivery API
 * has no such form. An input that is not published is left out, as the
 * delivery API leaves it out of the form a visitor sees.
 */
function publishedForm(view: CmsView, formId: string): FormInput[] | null {
  const form = view.byId.get(formId);
  if (form?.kind !== 'Entry' || form.contentType !== 'dynamicForm') return null;
  const links = Array.isArray(form.fields.inputs) ? (form.fields.inputs as unknown[]) : [];
  const inputs: FormInput[] = [];
  for (const link of links) {
    const id = (link as { sys?: { id?: unknown } } | null)?.sys?.id;
    const entry = typeof id === 'string' ? view.byId.get(id) : undefined;
    if (entry?.contentType !== 'formInput') continue;
    const f = entry.fields;
    inputs.push({
      key: typeof f.inputId === 'string' ? f.inputId : entry.id,
      type: typeof f.type === 'string' ? f.type.trim().toLowerCase() : 'text',
      required: f.requiredField === true,
      options: Array.isArray(f.inputList) ? f.inputList.filter((o) => typeof o === 'string') : [],
    });
  }
  return inputs;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
// Swedish numbers: a decimal comma (or point), spaces as thousands separators.
const NUMBER = /^[+-]?\d+([.,]\d+)?$/;
const TEL = /^[\d\s+-]*\d[\d\s+-]*$/;
const CHECKED = new Set(['on', 'true']);
const UNCHECKED = new Set(['', 'false']);

function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The message for one value, or null when it is fine. `value` is undefined when it was not sent. */
function checkValue(input: FormInput, value: string | boolean | undefined): string | null {
  if (input.type === 'checkbox') {
    if (typeof value === 'string' && !CHECKED.has(value) && !UNCHECKED.has(value))
      return FORM_MESSAGES.invalid;
    const checked = value === true || (typeof value === 'string' && CHECKED.has(value));
    return input.required && !checked ? FORM_MESSAGES.checkboxRequired : null;
  }
  if (typeof value === 'boolean') return FORM_MESSAGES.invalid;
  const text = value?.trim() ?? '';
  if (text === '') return input.required ? FORM_MESSAGES.required : null;
  if ((value ?? '').length > FORM_VALUE_MAX_LENGTH) return FORM_MESSAGES.tooLong;
  switch (input.type) {
    case 'email':
      return EMAIL.test(text) ? null : FORM_MESSAGES.email;
    case 'number':
      return NUMBER.test(text.replace(/[\s\u00a0\u202f]/g, '')) ? null : FORM_MESSAGES.number;
    case 'date':
      return isRealDate(text) ? null : FORM_MESSAGES.date;
    case 'select':
    case 'radio':
      return input.options.includes(text) ? null : FORM_MESSAGES.option;
    case 'tel':
      return TEL.test(text) ? null : FORM_MESSAGES.tel;
    default:
      // text, textarea, and a type the content model does not know: any text.
      return null;
  }
}

/** Every field at fault: the form's inputs in order, then keys the form does not have. */
function formErrors(inputs: FormInput[], values: FormValues): FormFieldError[] {
  const errors: FormFieldError[] = [];
  const known = new Set<string>();
  for (const input of inputs) {
    known.add(input.key);
    const message = checkValue(input, Object.hasOwn(values, input.key) ? values[input.key] : undefined);
    if (message && !errors.some((e) => e.field === input.key)) errors.push({ field: input.key, message });
  }
  for (const key of Object.keys(values))
    if (!known.has(key)) errors.push({ field: key, message: FORM_MESSAGES.unknown });
  return errors;
}

/** What is stored: checkboxes as booleans, the rest as sent. */
function normalised(inputs: FormInput[], values: FormValues): FormValues {
  const out: FormValues = { ...values };
  for (const input of inputs) {
    const value = out[input.key];
    if (input.type === 'checkbox' && typeof value === 'string') out[input.key] = CHECKED.has(value);
  }
  return out;
}

/**
 * Submissions of the content service's dynamic forms (content-layer spec,
 * issue 16): validated against the published form, stored, and readable
 * through a test lever.
 */
export function registerFormRoutes(app: Hono<AuthEnv>, ctx: SandboxContext, content: ContentStore): void {
  const { db } = ctx;
  const insert = db.prepare(
    `INSERT INTO form_submissions (id, form_id, user_id, field_values, received_at) VALUES (?, ?, ?, ?, ?)`,
  );

  // No token needed: visitors fill in forms too. A token, when sent, must be valid (as on every (t) route).
  app.post('/forms/:formId/submissions', optionalAuth(ctx.auth), async (c) => {
    const formId = c.req.param('formId');
    const inputs = publishedForm(content.view(false), formId);
    if (!inputs) throw new HttpError(404, 'form_not_found', `Formuläret ${formId} finns inte`);
    const { values } = validate(FormSubmissionRequest, await jsonBody(c));
    const fields = formErrors(inputs, values);
    if (fields.length > 0) {
      throw new HttpError(422, 'validation_failed', 'Formuläret innehåller fel', {
        field: fields[0]?.field,
        fields,
      });
    }
    const claims = c.get('auth') as TokenClaims | undefined;
    const id = `fs-${crypto.randomUUID()}`;
    const receivedAt = new Date().toISOString();
    insert.run(id, formId, claims?.sub ?? null, JSON.stringify(normalised(inputs, values)), receivedAt);
    return c.json({ id, formId, receivedAt }, 201);
  });

  // Test lever: what was submitted, oldest first; all forms without formId.
  app.get('/__sandbox/form-submissions', (c) => {
    const formId = c.req.query('formId');
    const rows = (
      formId
        ? db
            .prepare(`SELECT * FROM form_submissions WHERE form_id = ? ORDER BY received_at, rowid`)
            .all(formId)
        : db.prepare(`SELECT * FROM form_submissions ORDER BY received_at, rowid`).all()
    ) as { id: string; form_id: string; user_id: string | null; field_values: string; received_at: string }[];
    return c.json({
      submissions: rows.map((r) => ({
        id: r.id,
        formId: r.form_id,
        values: JSON.parse(r.field_values) as FormValues,
        receivedAt: r.received_at,
        userId: r.user_id,
      })),
    });
  });
}
