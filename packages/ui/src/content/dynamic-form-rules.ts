import type { DynamicForm, DynamicFormInput } from '@shop/cms';

/** The words of a dynamic form: marks, messages, the empty choice and the submit button's states. */
export interface DynamicFormLabels {
  /** After a required field's label, e.g. 'obligatoriskt'. */
  required: string;
  /** An empty required field, e.g. 'Fyll i fältet.' */
  fieldRequired: string;
  /** An unticked required checkbox, e.g. 'Kryssa i rutan för att gå vidare.' */
  checkRequired: string;
  invalidEmail: string;
  invalidNumber: string;
  invalidDate: string;
  invalidPhone: string;
  /** The empty first option of a select, e.g. 'Välj…' */
  choose: string;
  submit: string;
  /** The submit button while sending, e.g. 'Skickar…' */
  sending: string;
  /** Shown instead of the fields once sent. */
  success: string;
  /** Above the button when fields need fixing, e.g. 'Rätta de markerade fälten.' */
  errorSummary: string;
}

/** What was entered, by input id: text for fields, a boolean for a checkbox. */
export type DynamicFormValues = Record<string, string | boolean>;

/** The kinds of field a form input is drawn as; a type this version does not know is a text field. */
export type DynamicFieldKind =
  | 'text'
  | 'email'
  | 'tel'
  | 'number'
  | 'date'
  | 'textarea'
  | 'select'
  | 'checkbox'
  | 'radio';

const KINDS: Record<string, DynamicFieldKind> = {
  text: 'text',
  email: 'email',
  tel: 'tel',
  phone: 'tel',
  number: 'number',
  date: 'date',
  textarea: 'textarea',
  select: 'select',
  dropdown: 'select',
  checkbox: 'checkbox',
  radio: 'radio',
};

/**
 * The field kind of a form input (case-insensitive; unknown → 'text'). A
 * select or radio group without options is a text field too.
 *
 * @example
 * fieldKind({ type: 'Email', inputList: [] } as DynamicFormInput) // 'email'
 */
export function fieldKind(input: Pick<DynamicFormInput, 'type' | 'inputList'>): DynamicFieldKind {
  const kind = KINDS[input.type.trim().toLowerCase()] ?? 'text';
  if ((kind === 'select' || kind === 'radio') && input.inputList.length === 0) return 'text';
  return kind;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NUMBER = /^[-−]?\d+([.,]\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isPhone(text: string): boolean {
  return /^\+?[\d\s\-()]+$/.test(text) && (text.match(/\d/g)?.length ?? 0) >= 5;
}

/**
 * The message of one field, or undefined when it is fine.
 *
 * @example
 * validateField({ id: 'epost', title: 'E-post', type: 'email', inputList: [], requiredField: true, placeholderText: null }, 'a@b', labels)
 * // labels.invalidEmail
 */
export function validateField(
  input: DynamicFormInput,
  value: string | boolean | undefined,
  labels: DynamicFormLabels,
): string | undefined {
  const kind = fieldKind(input);
  if (kind === 'checkbox') return input.requiredField && value !== true ? labels.checkRequired : undefined;
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return input.requiredField ? labels.fieldRequired : undefined;
  switch (kind) {
    case 'email':
      return EMAIL.test(text) ? undefined : labels.invalidEmail;
    case 'number':
      return NUMBER.test(text.replace(/\s/g, '')) ? undefined : labels.invalidNumber;
    case 'date':
      return isDate(text) ? undefined : labels.invalidDate;
    case 'tel':
      return isPhone(text) ? undefined : labels.invalidPhone;
    case 'select':
    case 'radio':
      return input.inputList.includes(text) ? undefined : labels.fieldRequired;
    default:
      return undefined;
  }
}

/**
 * Every field's message, by input id; an empty object when the form may be sent.
 *
 * @example
 * validateDynamicForm(form, { namn: '', epost: 'fel' }, labels)
 * // { namn: 'Fyll i fältet.', epost: 'Ange en giltig e-postadress, t.ex. namn@foretag.se.' }
 */
export function validateDynamicForm(
  form: DynamicForm,
  values: DynamicFormValues,
  labels: DynamicFormLabels,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const input of form.inputs) {
    const message = validateField(input, values[input.id], labels);
    if (message) errors[input.id] = message;
  }
  return errors;
}
