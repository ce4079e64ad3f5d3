import type { Address, AddressInput } from '@shop/commerce-client/contract';
import {
  addressCountry,
  countryCodeForPostalCode,
  searchAddresses,
  validateDeliveryField,
} from '@shop/delivery-rules';
import { Button, FormError, SubmitButton, TextField } from '@shop/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  ActionModal,
  errorMessageKey,
  isMessageKey,
  type MessageKey,
  SearchBox,
  useMessages,
  useServices,
} from '../core';
import { addressMutations, sessionKeys, sessionQueries } from '../session';
import '../core/page.css';
import './account.css';

/** The address form's fields, with the service's limits (storefront-core §5's form rules). */
const FIELDS = [
  { name: 'label', max: 60, required: false },
  { name: 'name', max: 60, required: true },
  { name: 'recipientName', max: 60, required: false },
  { name: 'address1', max: 60, required: true },
  { name: 'address2', max: 60, required: false },
  { name: 'address3', max: 60, required: false },
  { name: 'postalCode', max: 6, required: true },
  { name: 'postalAddress', max: 40, required: true },
  { name: 'phone', max: 30, required: false },
] as const;
type FieldName = (typeof FIELDS)[number]['name'];
type Draft = Record<FieldName, string>;

const EMPTY: Draft = {
  label: '',
  name: '',
  recipientName: '',
  address1: '',
  address2: '',
  address3: '',
  postalCode: '',
  postalAddress: '',
  phone: '',
};

const draftOf = (address: Address): Draft => {
  const draft = { ...EMPTY };
  for (const { name } of FIELDS) draft[name] = address[name] ?? '';
  return draft;
};

const POSTAL_CODE = /^\d{3} ?\d{2}$/;

/** The errors of a draft by field (required, length, a five-digit postal code), as message keys with values. */
function draftErrors(
  draft: Draft,
): Partial<Record<FieldName, { key: MessageKey; values?: Record<string, number> }>> {
  const errors: Partial<Record<FieldName, { key: MessageKey; values?: Record<string, number> }>> = {};
  for (const field of FIELDS) {
    const error = validateDeliveryField(draft[field.name], {
      required: field.required,
      maxlength: field.max,
    });
    if (error && isMessageKey(error.key))
      errors[field.name] = { key: error.key, values: error.values as Record<string, number> };
  }
  if (!errors.postalCode && !POSTAL_CODE.test(draft.postalCode.trim()))
    errors.postalCode = { key: 'validation.postalCode' };
  return errors;
}

const inputOf = (draft: Draft): AddressInput => {
  const optional = (value: string) => (value.trim() ? value.trim() : null);
  return {
    label: draft.label.trim(),
    name: draft.name.trim(),
    recipientName: optional(draft.recipientName),
    address1: draft.address1.trim(),
    address2: optional(draft.address2),
    address3: optional(draft.address3),
    postalCode: draft.postalCode.trim(),
    postalAddress: draft.postalAddress.trim(),
    phone: optional(draft.phone),
  };
};

type Editing = { kind: 'new' } | { kind: 'edit'; address: Address } | null;

/**
 * My addresses: every delivery address of the customer, searchable with the same rule as the
 * checkout's address flyout; new ones and changes saved to the service, read-only ones marked
 * and locked. A saved address is in the checkout's list at once (one query for both).
 */
export function AddressesPage() {
  const t = useMessages();
  const { services } = useServices();
  const { data } = useSuspenseQuery(sessionQueries.addresses(services.client));
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Address | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const found = searchAddresses(data.deliveryAddresses, query);

  const saved = (message: string) => {
    setEditing(null);
    setNotice(message);
    void queryClient.invalidateQueries({ queryKey: sessionKeys.addresses() });
  };

  return (
    <>
      <div role="status" className="shop-addresses__notice">
        {notice ? <p>{notice}</p> : null}
      </div>
      {editing ? (
        <AddressForm
          key={editing.kind === 'edit' ? editing.address.addressId : 'new'}
          address={editing.kind === 'edit' ? editing.address : null}
          onCancel={() => setEditing(null)}
          onSaved={(address) =>
            saved(
              t(editing.kind === 'new' ? 'addresses.created' : 'addresses.updated', {
                label: address.label || address.name,
              }),
            )
          }
        />
      ) : (
        <Button variant="primary" onPress={() => setEditing({ kind: 'new' })}>
          {t('addresses.new')}
        </Button>
      )}
      <div className="shop-addresses__search">
        <SearchBox label={t('address.search')} value={query} onChange={setQuery} />
      </div>
      <p role="status" className="shop-orders__count">
        {t('address.count', { count: found.length })}
      </p>
      <ul className="shop-addresses__list">
        {found.map((address) => {
          const title = address.label || address.name;
          return (
            <li key={address.addressId} className="shop-addresses__item">
              <section aria-label={title}>
                <h2>{title}</h2>
                <address>
                  {(
                    [
                      ['name', address.name],
                      ['recipient', address.recipientName ?? t('address.missingRecipient')],
                      ['address1', address.address1],
                      ['address2', address.address2],
                      ['address3', address.address3],
                      ['postal', `${address.postalCode} ${address.postalAddress}`],
                      ['country', addressCountry(address) === 'AX' ? t('address.country.AX') : null],
                      ['phone', address.phone],
                    ] as const
                  )
                    .filter(([, line]) => Boolean(line))
                    .map(([field, line]) => (
                      <span key={field}>{line}</span>
                    ))}
                </address>
                {address.readOnly ? (
                  <p className="shop-addresses__locked">{t('addresses.readOnly')}</p>
                ) : (
                  <div className="shop-addresses__actions">
                    <Button
                      variant="secondary"
                      aria-label={t('addresses.editLabel', { label: title })}
                      onPress={() => {
                        setNotice(null);
                        setEditing({ kind: 'edit', address });
                      }}
                    >
                      {t('addresses.edit')}
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={t('addresses.removeLabel', { label: title })}
                      onPress={() => setRemoving(address)}
                    >
                      {t('addresses.remove')}
                    </Button>
                  </div>
                )}
              </section>
            </li>
          );
        })}
      </ul>
      {removing ? (
        <RemoveAddress
          address={removing}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            const label = removing.label || removing.name;
            setRemoving(null);
            saved(t('addresses.removed', { label }));
          }}
        />
      ) : null}
    </>
  );
}

function RemoveAddress({
  address,
  onClose,
  onRemoved,
}: {
  address: Address;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const t = useMessages();
  const { services } = useServices();
  const removal = useMutation({ ...addressMutations.remove(services.client), onSuccess: onRemoved });
  return (
    <ActionModal
      title={t('addresses.removeTitle')}
      onClose={onClose}
      action={t('addresses.remove')}
      onAction={() => removal.mutate(address.addressId)}
      pending={removal.isPending}
    >
      <p>{t('addresses.removeConfirm', { label: address.label || address.name })}</p>
      {removal.isError ? <FormError>{t(errorMessageKey(removal.error))}</FormError> : null}
    </ActionModal>
  );
}

/**
 * A refused save in words: the service's message key, and where it names one of the form's
 * fields (`body.field`), that field with the service's own text, shown at the field.
 */
function failureOf(error: unknown): { key: MessageKey; field?: FieldName; text?: string } {
  const { body } = error as { body?: { field?: unknown; message?: unknown } };
  const field = FIELDS.find((f) => f.name === body?.field)?.name;
  return {
    key: errorMessageKey(error),
    field,
    text: field && typeof body?.message === 'string' ? body.message : undefined,
  };
}

function AddressForm({
  address,
  onCancel,
  onSaved,
}: {
  address: Address | null;
  onCancel: () => void;
  onSaved: (address: Address) => void;
}) {
  const t = useMessages();
  const { services } = useServices();
  const [draft, setDraft] = useState<Draft>(address ? draftOf(address) : EMPTY);
  const [shown, setShown] = useState<Partial<Record<FieldName, boolean>>>({});
  const save = useMutation({ ...addressMutations.save(services.client), onSuccess: onSaved });
  const failure = save.isError ? failureOf(save.error) : null;
  const errors = draftErrors(draft);
  const errorText = (name: FieldName) => {
    if (failure?.field === name) return failure.text ?? t(failure.key);
    const error = errors[name];
    return shown[name] && error ? t(error.key, error.values) : undefined;
  };
  const set = (name: FieldName) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const aland =
    POSTAL_CODE.test(draft.postalCode.trim()) && countryCodeForPostalCode(draft.postalCode) === 'AX';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(Object.fromEntries(FIELDS.map((f) => [f.name, true])));
    save.reset();
    if (Object.keys(errors).length > 0) return;
    save.mutate({ addressId: address?.addressId, input: inputOf(draft) });
  };

  const field = (
    name: FieldName,
    label: MessageKey,
    extra: { autoComplete?: string; description?: string } = {},
  ) => {
    const rule = FIELDS.find((f) => f.name === name);
    return (
      <TextField
        label={t(label)}
        value={draft[name]}
        onChange={set(name)}
        onBlur={() => setShown((current) => ({ ...current, [name]: true }))}
        isRequired={rule?.required}
        errorMessage={errorText(name)}
        autoComplete={extra.autoComplete}
        description={extra.description}
      />
    );
  };

  return (
    <form
      className="shop-address-form"
      aria-label={address ? t('addresses.editTitle') : t('addresses.newTitle')}
      onSubmit={submit}
      noValidate
    >
      <h2>{address ? t('addresses.editTitle') : t('addresses.newTitle')}</h2>
      {field('label', 'addresses.field.label', { description: t('addresses.field.labelHelp') })}
      {field('name', 'addresses.field.name', { autoComplete: 'organization' })}
      {field('recipientName', 'addresses.field.recipientName', { autoComplete: 'name' })}
      {field('address1', 'addresses.field.address1', { autoComplete: 'address-line1' })}
      {field('address2', 'addresses.field.address2', { autoComplete: 'address-line2' })}
      {field('address3', 'addresses.field.address3', { autoComplete: 'address-line3' })}
      <div className="shop-address-form__row">
        {field('postalCode', 'addresses.field.postalCode', {
          autoComplete: 'postal-code',
          description: aland ? t('addresses.aland') : undefined,
        })}
        {field('postalAddress', 'addresses.field.postalAddress', { autoComplete: 'address-level2' })}
      </div>
      {field('phone', 'addresses.field.phone', { autoComplete: 'tel' })}
      <div className="shop-address-form__actions">
        <SubmitButton pending={save.isPending}>{t('addresses.save')}</SubmitButton>
        <Button variant="secondary" onPress={onCancel}>
          {t('addresses.cancel')}
        </Button>
      </div>
      {failure && !failure.field ? <FormError>{t(failure.key)}</FormError> : null}
    </form>
  );
}
