import type { ReactNode } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
} from 'react-aria-components';
import '../internal/input.css';
import './text-field.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className'> {
  /** The visible label; also the field's accessible name. */
  label: ReactNode;
  /** Help shown under the field and read with it. */
  description?: ReactNode;
  /** A message from elsewhere (the service): shown and announced as the field's error. */
  errorMessage?: string;
  /** A hint in the empty field (never the only label). */
  placeholder?: string;
  /** Extra class for layout. */
  className?: string;
  /** A text area for several lines (a message, a note) instead of one line. */
  multiline?: boolean;
}

/**
 * A labelled text input with description and error, built on react-aria's
 * TextField: the label, the help text and the error are wired to the input
 * for assistive technology, and the error is announced.
 *
 * @example
 * <TextField label="Användarnamn" autoComplete="username" isRequired />
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  multiline = false,
  ...rest
}: TextFieldProps) {
  return (
    <AriaTextField
      {...rest}
      isInvalid={rest.isInvalid ?? (errorMessage ? true : undefined)}
      className={className ? `shop-text-field ${className}` : 'shop-text-field'}
    >
      <Label className="shop-text-field__label">{label}</Label>
      {multiline ? (
        <TextArea
          className="shop-input shop-text-field__input shop-text-field__input--multiline"
          placeholder={placeholder}
        />
      ) : (
        <Input className="shop-input shop-text-field__input" placeholder={placeholder} />
      )}
      {description ? (
        <Text slot="description" className="shop-text-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="shop-text-field__error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
