import { type FormFieldError, FormSubmissionError } from './contract/forms';
import { CommerceError } from './errors';

/**
 * The fields a form submission was refused for (a 422 from
 * `forms.submit`), each with the message to show beside it; empty for any
 * other error.
 *
 * @example
 * try {
 *   await client.forms.submit(formId, values);
 * } catch (error) {
 *   const fields = formFieldErrors(error); // [{ field: 'epost', message: 'Ange en giltig e-postadress.' }]
 * }
 */
export function formFieldErrors(error: unknown): FormFieldError[] {
  if (!(error instanceof CommerceError) || error.status !== 422) return [];
  const parsed = FormSubmissionError.safeParse(error.body);
  return parsed.success ? parsed.data.fields : [];
}
