import { isValidEmail } from '@shop/delivery-rules';
import { TextField } from '@shop/ui';
import type { ReactNode } from 'react';
import { type MessageKey, useMessages } from '../core';

/** A user's name and how to reach them, as a form's draft holds them (my profile, user administration). */
export interface Person {
  firstName: string;
  lastName: string;
  mobileNumber: string;
  email: string;
}
type PersonField = keyof Person;

const MOBILE = /^\+?[0-9 -]{6,20}$/;
/** The service's limit for a first or last name. */
const NAME_MAX = 100;

/** What is wrong with a person's fields, by field: the same rules wherever a user is edited. */
export function personErrors(person: Person): Partial<Record<PersonField, MessageKey>> {
  const errors: Partial<Record<PersonField, MessageKey>> = {};
  for (const name of ['firstName', 'lastName'] as const) {
    if (!person[name].trim()) errors[name] = 'validation.required';
    else if (person[name].length > NAME_MAX) errors[name] = 'profile.tooLong';
  }
  if (person.mobileNumber.trim() && !MOBILE.test(person.mobileNumber.trim()))
    errors.mobileNumber = 'profile.badMobile';
  if (!isValidEmail(person.email.trim())) errors.email = 'profile.badEmail';
  return errors;
}

/** Each field's label and input type, and what a browser may fill into it on the user's own profile. */
const FIELDS: Record<PersonField, { label: MessageKey; type?: 'tel' | 'email'; autoComplete: string }> = {
  firstName: { label: 'profile.firstName', autoComplete: 'given-name' },
  lastName: { label: 'profile.lastName', autoComplete: 'family-name' },
  mobileNumber: { label: 'profile.mobile', type: 'tel', autoComplete: 'tel' },
  email: { label: 'profile.email', type: 'email', autoComplete: 'email' },
};

/**
 * A person's fields, in the order given; all but the mobile number are required. `own`: the
 * signed-in user's own profile, which the browser may fill in (an admin typing another user's
 * must not get their own name suggested). `descriptions` stand under their fields.
 */
export function PersonFields({
  person,
  fields,
  onChange,
  errorOf,
  own = false,
  descriptions = {},
}: {
  person: Person;
  fields: readonly PersonField[];
  onChange: (field: PersonField, value: string) => void;
  /** The error to show at a field, if any. */
  errorOf: (field: PersonField) => string | undefined;
  own?: boolean;
  descriptions?: Partial<Record<PersonField, ReactNode>>;
}) {
  const t = useMessages();
  return fields.map((name) => (
    <TextField
      key={name}
      label={t(FIELDS[name].label)}
      type={FIELDS[name].type}
      value={person[name]}
      onChange={(value) => onChange(name, value)}
      isRequired={name !== 'mobileNumber'}
      autoComplete={own ? FIELDS[name].autoComplete : undefined}
      description={descriptions[name]}
      errorMessage={errorOf(name)}
    />
  ));
}
