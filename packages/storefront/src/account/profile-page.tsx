import type { User } from '@shop/commerce-client/contract';
import { DELIVERY_TYPES, type DeliveryType } from '@shop/delivery-rules';
import { FormStatus, SelectField, SubmitButton } from '@shop/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { errorMessageKey, useDeliveryName, useMessages, useServices } from '../core';
import { sessionAtom } from '../session';
import { StorePicker, storeQueries } from '../stores';
import { type Person, PersonFields, personErrors } from './person-fields';
import { userMutations } from './queries';
import '../core/page.css';
import './account.css';

interface Draft extends Person {
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
  if (!user || !draft) return null;
  const errors = personErrors(draft);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    save.reset();
    setDraft((current) => (current ? { ...current, [key]: value } : current));
  };
  const shownError = (key: keyof Person) => (shown && errors[key] ? t(errors[key]) : undefined);
  const verified = (yes: boolean) => (yes ? t('profile.verified') : t('profile.notVerified'));
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
        <PersonFields
          person={draft}
          fields={['firstName', 'lastName', 'mobileNumber', 'email']}
          onChange={set}
          errorOf={shownError}
          own
          descriptions={{
            mobileNumber: verified(user.isPhoneNumberVerified),
            email: verified(user.isEmailVerified),
          }}
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
