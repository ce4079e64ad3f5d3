import * as z from 'zod/mini';
import { ApiError, Id, IsoDateTime } from './common';

/** At most this many values in one submission (a form has at most 40 inputs). */
export const FORM_VALUES_MAX = 100;
/** At most this many characters in one value; a longer one is refused at its field. */
export const FORM_VALUE_MAX_LENGTH = 2000;

/**
 * What a visitor filled in, keyed by each input's id (`DynamicFormInput.id` of
 * `@shop/cms`: the form input's `inputId`, or its entry id when it has none).
 * Checkboxes are booleans; everything else is the text as typed.
 */
export const FormValues = z
  .record(z.string().check(z.minLength(1), z.maxLength(100)), z.union([z.string(), z.boolean()]))
  .check(
    z.refine((values) => Object.keys(values).length <= FORM_VALUES_MAX, `At most ${FORM_VALUES_MAX} values`),
  );
export type FormValues = z.infer<typeof FormValues>;

/** POST /forms/{formId}/submissions */
export const FormSubmissionRequest = z.object({ values: FormValues });
export type FormSubmissionRequest = z.infer<typeof FormSubmissionRequest>;

/** The 201 answer: the submission was stored. */
export const FormSubmission = z.object({ id: Id, formId: Id, receivedAt: IsoDateTime });
export type FormSubmission = z.infer<typeof FormSubmission>;

/** One refused value: the input's id and a message to show beside it (Swedish). */
export const FormFieldError = z.object({ field: z.string(), message: z.string() });
export type FormFieldError = z.infer<typeof FormFieldError>;

/** The 422 answer: the usual error body plus every field at fault, in the form's order. */
export const FormSubmissionError = z.extend(ApiError, { fields: z.array(FormFieldError) });
export type FormSubmissionError = z.infer<typeof FormSubmissionError>;
