import type { DynamicForm, DynamicFormInput } from '@shop/cms';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '../button/button';
import {
  type DynamicFormLabels,
  type DynamicFormValues,
  fieldKind,
  validateDynamicForm,
  validateField,
} from './dynamic-form-rules';
import { CmsRichText } from './rich-text';
import { headingTag } from './shared';
import '../internal/input.css';
import './dynamic-form.css';

/** A refusal the service gave per field, with a message for the whole form. */
export interface DynamicFormRejection {
  fieldErrors: Record<string, string>;
  message: string;
}

export interface DynamicFormViewProps {
  /** The form model from `getDynamicForm`. */
  form: DynamicForm;
  /** The marks, messages and button texts (Swedish). */
  labels: DynamicFormLabels;
  /**
   * Resolves on success; rejects with an Error whose message is shown (already
   * Swedish); what was typed stays. May also reject with `{ fieldErrors, message }`
   * to mark fields the service refused.
   */
  onSubmit: (values: DynamicFormValues) => Promise<void>;
  /** The form title's heading level (default 2). */
  headingLevel?: 2 | 3;
}

type Status = 'editing' | 'sending' | 'sent';

function isRejection(reason: unknown): reason is Partial<DynamicFormRejection> {
  return typeof reason === 'object' && reason !== null && 'fieldErrors' in reason;
}

function initialValues(form: DynamicForm): DynamicFormValues {
  return Object.fromEntries(
    form.inputs.map((input) => [input.id, fieldKind(input) === 'checkbox' ? false : '']),
  );
}

/**
 * A form from the content service (an account application, a contact form):
 * every input type of the model as a labelled native field, required fields
 * marked in words and with `aria-required`. A field is checked when it loses
 * focus and, once it shows a message, as it is corrected; sending checks all
 * and moves focus to the first field to fix. While sending a second submit is
 * ignored; success replaces the fields with a status message; a failure
 * shows the service's message above the button and keeps what was typed.
 *
 * @example
 * <DynamicFormView form={form} labels={formLabels} onSubmit={(values) => sendApplication(form.id, values)} />
 */
export function DynamicFormView({
  form,
  labels,
  onSubmit,
  headingLevel = 2,
}: DynamicFormViewProps): ReactNode {
  const baseId = useId();
  const Heading = headingTag(headingLevel);
  const [values, setValues] = useState<DynamicFormValues>(() => initialValues(form));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [status, setStatus] = useState<Status>('editing');
  const [formError, setFormError] = useState<string | null>(null);
  const sending = useRef(false);
  const fields = useRef(new Map<string, HTMLElement>());

  const fieldId = (input: DynamicFormInput) => `${baseId}-${input.id}`;
  const headingId = `${baseId}-heading`;

  const check = (input: DynamicFormInput, value: string | boolean | undefined) => {
    const message = validateField(input, value, labels);
    setErrors((current) => {
      if (current[input.id] === message) return current;
      const next = { ...current };
      if (message) next[input.id] = message;
      else delete next[input.id];
      return next;
    });
  };

  const change = (input: DynamicFormInput, value: string | boolean) => {
    setValues((current) => ({ ...current, [input.id]: value }));
    if (touched[input.id]) check(input, value);
  };

  const blur = (input: DynamicFormInput) => {
    setTouched((current) => (current[input.id] ? current : { ...current, [input.id]: true }));
    check(input, values[input.id]);
  };

  const focusFirst = (found: Record<string, string>) => {
    const first = form.inputs.find((input) => found[input.id]);
    if (first) fields.current.get(first.id)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const found = validateDynamicForm(form, values, labels);
    setErrors(found);
    setTouched(Object.fromEntries(form.inputs.map((input) => [input.id, true])));
    if (Object.keys(found).length > 0) {
      setFormError(labels.errorSummary);
      focusFirst(found);
      return;
    }
    setFormError(null);
    sending.current = true;
    setStatus('sending');
    try {
      await onSubmit(values);
      setStatus('sent');
    } catch (reason) {
      setStatus('editing');
      const fieldErrors = isRejection(reason) ? (reason.fieldErrors ?? {}) : {};
      const known = Object.fromEntries(
        Object.entries(fieldErrors).filter(([id]) => form.inputs.some((input) => input.id === id)),
      );
      const message =
        (reason instanceof Error || isRejection(reason)) && typeof reason.message === 'string'
          ? reason.message
          : '';
      setErrors(known);
      setFormError(message || labels.errorSummary);
      focusFirst(known);
    } finally {
      sending.current = false;
    }
  };

  return (
    <div className="shop-dynamic-form">
      <Heading id={headingId} className="shop-dynamic-form__title">
        {form.formTitle || form.title}
      </Heading>
      <CmsRichText value={form.formDescription} className="shop-dynamic-form__description" />
      {/* Always present, so the success message is announced when it appears. */}
      <div role="status" className="shop-dynamic-form__status">
        {status === 'sent' ? <p className="shop-dynamic-form__success">{labels.success}</p> : null}
      </div>
      {status === 'sent' ? null : (
        <form noValidate className="shop-dynamic-form__form" aria-labelledby={headingId} onSubmit={submit}>
          {form.inputs.map((input) => (
            <Field
              key={input.id}
              id={fieldId(input)}
              input={input}
              value={values[input.id]}
              error={errors[input.id]}
              labels={labels}
              register={(element) => {
                if (element) fields.current.set(input.id, element);
                else fields.current.delete(input.id);
              }}
              onChange={(value) => change(input, value)}
              onBlur={() => blur(input)}
            />
          ))}
          {formError ? (
            <p role="alert" className="shop-dynamic-form__form-error">
              {formError}
            </p>
          ) : null}
          <div className="shop-dynamic-form__actions">
            <Button type="submit" variant="primary">
              {status === 'sending' ? labels.sending : labels.submit}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

interface FieldProps {
  id: string;
  input: DynamicFormInput;
  value: string | boolean | undefined;
  error: string | undefined;
  labels: DynamicFormLabels;
  register: (element: HTMLElement | null) => void;
  onChange: (value: string | boolean) => void;
  onBlur: () => void;
}

function Field({ id, input, value, error, labels, register, onChange, onBlur }: FieldProps) {
  const kind = fieldKind(input);
  const errorId = `${id}-error`;
  const labelId = `${id}-label`;
  const required = input.requiredField ? (
    <>
      {' '}
      <span className="shop-dynamic-form__required">{labels.required}</span>
    </>
  ) : null;
  const a11y = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': input.requiredField || undefined,
  };
  const text = typeof value === 'string' ? value : '';
  const message = error ? (
    <p id={errorId} className="shop-dynamic-form__error">
      {error}
    </p>
  ) : null;

  if (kind === 'checkbox') {
    return (
      <div className="shop-dynamic-form__field" data-kind="checkbox" data-invalid={error ? true : undefined}>
        <label className="shop-dynamic-form__check" htmlFor={id}>
          <input
            ref={register}
            id={id}
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.currentTarget.checked)}
            onBlur={onBlur}
            {...a11y}
          />
          <span>
            {input.title}
            {required}
          </span>
        </label>
        {message}
      </div>
    );
  }

  if (kind === 'radio') {
    return (
      <div className="shop-dynamic-form__field" data-kind="radio" data-invalid={error ? true : undefined}>
        <span id={labelId} className="shop-dynamic-form__label">
          {input.title}
          {required}
        </span>
        <div role="radiogroup" aria-labelledby={labelId} className="shop-dynamic-form__options" {...a11y}>
          {input.inputList.map((option, index) => (
            <label key={option} className="shop-dynamic-form__check">
              <input
                ref={index === 0 ? register : undefined}
                type="radio"
                name={id}
                value={option}
                checked={text === option}
                onChange={() => onChange(option)}
                onBlur={onBlur}
              />
              <span>{option}</span>
            </label>
          ))}
        </div>
        {message}
      </div>
    );
  }

  const common = { id, className: 'shop-input shop-dynamic-form__input', value: text, onBlur, ...a11y };
  const placeholder = input.placeholderText ?? undefined;
  let control: ReactNode;
  if (kind === 'textarea') {
    control = (
      <textarea
        ref={register}
        rows={4}
        {...common}
        placeholder={placeholder}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  } else if (kind === 'select') {
    control = (
      <select ref={register} {...common} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{labels.choose}</option>
        {input.inputList.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else {
    const type = kind === 'email' || kind === 'tel' || kind === 'date' ? kind : 'text';
    control = (
      <input
        ref={register}
        type={type}
        inputMode={kind === 'number' ? 'decimal' : undefined}
        autoComplete={kind === 'email' ? 'email' : kind === 'tel' ? 'tel' : undefined}
        {...common}
        placeholder={placeholder}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  }
  return (
    <div className="shop-dynamic-form__field" data-kind={kind} data-invalid={error ? true : undefined}>
      <label htmlFor={id} className="shop-dynamic-form__label">
        {input.title}
        {required}
      </label>
      {control}
      {message}
    </div>
  );
}
