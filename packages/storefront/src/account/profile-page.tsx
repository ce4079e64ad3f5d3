import type { User } from '@shop/commerce-client/contract';
import { DELIVERY_TYPES, type DeliveryType, isValidEmail } from '@shop/delivery-rules';
import { FormStatus, SelectField, SubmitButton, TextField } from '@shop/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { type FormEvent, useEffect, useState } from 'react';
import { errorMessageKey, type MessageKey, useDeliveryName, useMessages, useServices } from '../core';
import { sessionAtom } from '../session';
import { StorePicker, storeQueries } from '../stores';
import { userMutations } from './queries';
import '../core/page.css';
import './account.css';

const MOBILE = /^\+?[0-9 -]{6,20}$/;
const NAME_MAX = 100;

interface Draft {
  firstName: string;
  lastName: string;
  mobileNumber: string;
  email: string;
  preferredStore: string;
  deliveryMethod: DeliveryType;
  defaultCustomerId: string;
  defaultProjectId: string;
}

const draftOf = (user: User): Draft => ({
  firstName: user.firstName,
  lastName: user.lastName,
  mobileNumber: user.mobileNumber ?? '',
  email: user.email,
  preferredStore: user.preferredStore ?? '',
  deliveryMethod: user.preferredDeliveryMethod ?? user.defaultDeliveryMethod ?? 'DBI',
  defaultCustomerId: user.defaultCustomerId ?? '',
  defaultProjectId: user.defaultProjectId ?? '',
});

type FieldErrors = Partial<Record<'firstName' | 'lastName' | 'mobileNumber' | 'email', MessageKey>>;

function errorsOf(draft: Draft): FieldErrors {
  const errors: FieldErrors = {};
  if (!draft.firstName.trim()) errors.firstName = 'validation.required';
  else if (draft.firstName.length > NAME_MAX) errors.firstName = 'profile.tooLong';
  if (!draft.lastName.trim()) errors.lastName = 'validation.required';
  else if (draft.lastName.length > NAME_MAX) errors.lastName = 'profile.tooLong';
  if (draft.mobileNumber.trim() && !MOBILE.test(draft.mobileNumber.trim()))
    errors.mobileNumber = 'profile.badMobile';
  if (!isValidEmail(draft.email.trim())) errors.email = 'profile.badEmail';
  return errors;
}

/**
 * My profile: name, mobile and e-mail (with their verification), the preferred store (found
 * with the store finder's search), the delivery method chosen first (DBI unless chosen), and
 * the customer and project a sign-in starts with. Saved with `users.update`; the header and
 * every price and stock the session shows follow at once. A failure keeps what was typed.
 */
export function ProfilePage() {
  const t = useMessages();
  const deliveryName = useDeliveryName();
  const { services } = useServices();
  const [session, setSession] = useAtom(sessionAtom);
  const { data: stores } = useSuspenseQuery(storeQueries.locations(services.client));
  const user = session.user;
  const [draft, setDraft] = useState<Draft | null>(user ? draftOf(user) : null);
  const [shown, setShown] = useState(false);
  const save = useMutation({
    ...userMutations.update(services.client),
    onSuccess: (saved) => {
      setSession((current) => ({ ...current, user: saved }));
      setDraft(draftOf(saved));
    },
  });
  useEffect(() => {
    document.title = `${t('profile.title')} – ${services.brand.name}`;
  }, [t, services.brand.name]);
  if (!user || !draft) return null;
  const errors = errorsOf(draft);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    save.reset();
    setDraft((current) => (current ? { ...current, [key]: value } : current));
  };
  const shownError = (key: keyof FieldErrors) => (shown && errors[key] ? t(errors[key]) : undefined);
  const customer = session.customers.find((c) => c.customerId === draft.defaultCustomerId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (Object.keys(errors).length > 0) return;
    save.mutate({
      userId: user.userId,
      changes: {
        firstName: draft.firstName.trim(),
        lastName: draft.lastName.trim(),
        mobileNumber: draft.mobileNumber.trim() || null,
        email: draft.email.trim(),
        preferredStore: draft.preferredStore || null,
        preferredDeliveryMethod: draft.deliveryMethod,
        defaultCustomerId: draft.defaultCustomerId || null,
        defaultProjectId: draft.defaultProjectId || null,
      },
    });
  };

  return (
    <form className="shop-address-form shop-profile__form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{t('profile.contact')}</legend>
        <TextField
          label={t('profile.firstName')}
          value={draft.firstName}
          onChange={(value) => set('firstName', value)}
          isRequired
          autoComplete="given-name"
          errorMessage={shownError('firstName')}
        />
        <TextField
          label={t('profile.lastName')}
          value={draft.lastName}
          onChange={(value) => set('lastName', value)}
          isRequired
          autoComplete="family-name"
          errorMessage={shownError('lastName')}
        />
        <TextField
          label={t('profile.mobile')}
          type="tel"
          value={draft.mobileNumber}
          onChange={(value) => set('mobileNumber', value)}
          autoComplete="tel"
          description={user.isPhoneNumberVerified ? t('profile.verified') : t('profile.notVerified')}
          errorMessage={shownError('mobileNumber')}
        />
        <TextField
          label={t('profile.email')}
          type="email"
          value={draft.email}
          onChange={(value) => set('email', value)}
          isRequired
          autoComplete="email"
          description={user.isEmailVerified ? t('profile.verified') : t('profile.notVerified')}
          errorMessage={shownError('email')}
        />
      </fieldset>
      <fieldset>
        <legend>{t('profile.shopping')}</legend>
        <StorePicker
          label={t('profile.store')}
          stores={stores.locations}
          value={draft.preferredStore}
          onChange={(storeId) => set('preferredStore', storeId)}
          describe={(store) => `${store.name}, ${store.city}`}
          empty={t('profile.noStore', { store: services.brand.defaultStoreId })}
        />
        <SelectField
          label={t('profile.deliveryMethod')}
          value={draft.deliveryMethod}
          onChange={(event) => set('deliveryMethod', event.currentTarget.value as DeliveryType)}
          options={DELIVERY_TYPES.map((type) => ({ value: type, label: deliveryName(type) }))}
        />
        <SelectField
          label={t('profile.defaultCustomer')}
          value={draft.defaultCustomerId}
          onChange={(event) => {
            set('defaultCustomerId', event.currentTarget.value);
            set('defaultProjectId', '');
          }}
          options={[
            { value: '', label: t('profile.noDefault') },
            ...session.customers.map((c) => ({ value: c.customerId, label: c.customerName })),
          ]}
        />
        <SelectField
          label={t('profile.defaultProject')}
          value={draft.defaultProjectId}
          disabled={!customer}
          onChange={(event) => set('defaultProjectId', event.currentTarget.value)}
          options={[
            { value: '', label: t('profile.noProject') },
            ...(customer?.projects ?? []).map((p) => ({ value: p.projectId, label: p.projectName })),
          ]}
        />
      </fieldset>
      <div className="shop-address-form__actions">
        <SubmitButton pending={save.isPending}>{t('profile.save')}</SubmitButton>
      </div>
      <FormStatus status={save.status} success={t('profile.saved')} error={t(errorMessageKey(save.error))} />
    </form>
  );
}
