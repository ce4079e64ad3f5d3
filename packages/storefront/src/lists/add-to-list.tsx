import { FAVOURITES_MAX } from '@shop/commerce-client/contract';
import { Button, FormError, TextField } from '@shop/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { ActionModal, errorMessageKey, type MessageKey, useMessages, useServices } from '../core';
import { sessionAtom } from '../session';
import { type ListAccess, listKeys, listQueries } from './queries';
import '../cart/cart.css';
import '../core/page.css';

/** A list's name: required, at most 80 characters (the service's limit). */
export function ListNameField({
  value,
  onChange,
  errorMessage,
}: {
  value: string;
  onChange: (name: string) => void;
  errorMessage?: string;
}) {
  const t = useMessages();
  return (
    <TextField
      label={t('lists.name')}
      value={value}
      onChange={onChange}
      maxLength={80}
      isRequired
      errorMessage={errorMessage}
    />
  );
}

/**
 * Creates a list, unless the user already has the most they may: then nothing is sent, and
 * `limitDialog` (to render beside the form) says so (§5, §9). `create` answers the new list's id.
 */
export function useCreateList() {
  const t = useMessages();
  const { services } = useServices();
  const queryClient = useQueryClient();
  const userId = useAtomValue(sessionAtom).user?.userId;
  const [limitReached, setLimitReached] = useState(false);
  const create = async (
    name: string,
    access: ListAccess,
    items?: { articleNumber: string; quantity: number }[],
  ): Promise<string | null> => {
    const { lists } = await queryClient.fetchQuery(listQueries.all(services.client));
    if (lists.filter((list) => list.userId === userId).length >= FAVOURITES_MAX) {
      setLimitReached(true);
      return null;
    }
    try {
      const created = await services.client.favouriteLists.create({ name, access, items });
      await queryClient.invalidateQueries({ queryKey: listKeys.all() });
      return created.favoriteId;
    } catch (error) {
      if ((error as { status?: number }).status === 409) {
        setLimitReached(true);
        return null;
      }
      throw error;
    }
  };
  const limitDialog = (
    <ActionModal
      title={t('lists.limitTitle')}
      isOpen={limitReached}
      onClose={() => setLimitReached(false)}
      cancel={false}
      action={t('lists.ok')}
      onAction={(close) => close()}
    >
      <p>{t('lists.limitBody')}</p>
    </ActionModal>
  );
  return { create, limitDialog };
}

/**
 * 'Lägg i inköpslista' on the product page: the article, with a quantity, onto a list the user
 * chooses among those they may change, or onto a new one (within the limit of 50).
 */
export function AddToShoppingList({
  articleNumber,
  name,
  onCard = false,
}: {
  articleNumber: string;
  name: string;
  /** On a listing card: the article's name goes into the button's accessible name. */
  onCard?: boolean;
}) {
  const t = useMessages();
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<string>('new');
  const [newName, setNewName] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const lists = useQuery({ ...listQueries.all(services.client), enabled: open });
  const { create, limitDialog } = useCreateList();
  const radio = useId();
  if (session.status !== 'signed-in') return null;
  const writable = (lists.data?.lists ?? []).filter(
    (list) => list.userId === session.user?.userId || list.access === 'CUSTOMER',
  );

  const add = async (close: () => void) => {
    setFailure(null);
    const amount = Number(quantity.replace(',', '.'));
    if (!Number.isFinite(amount) || amount <= 0) {
      setFailure('cart.wrongQuantity');
      return;
    }
    const item = { articleNumber, quantity: amount };
    try {
      if (choice === 'new') {
        if (!newName.trim()) {
          setFailure('validation.required');
          return;
        }
        const id = await create(newName.trim(), 'PRIVATE', [item]);
        if (!id) return close();
        setDone(t('lists.addedTo', { name, list: newName.trim() }));
      } else {
        await services.client.favouriteLists.addArticles(choice, [item]);
        await queryClient.invalidateQueries({ queryKey: listKeys.all() });
        await queryClient.invalidateQueries({ queryKey: listKeys.one(choice) });
        setDone(
          t('lists.addedTo', {
            name,
            list: writable.find((l) => l.favoriteId === choice)?.favoriteName ?? '',
          }),
        );
      }
      close();
    } catch (error) {
      setFailure(errorMessageKey(error));
    }
  };

  return (
    <div className="shop-lists__add">
      <Button
        variant="secondary"
        size={onCard ? 'sm' : undefined}
        aria-label={onCard ? t('lists.addToListNamed', { name }) : undefined}
        onPress={() => setOpen(true)}
      >
        {t('lists.addToList')}
      </Button>
      <div role="status">{done ? <p>{done}</p> : null}</div>
      <ActionModal
        title={t('lists.addToList')}
        isOpen={open}
        onClose={() => setOpen(false)}
        size="md"
        action={t('lists.addToListConfirm')}
        onAction={(close) => void add(close)}
      >
        <fieldset className="shop-lists__access">
          <legend>{t('lists.chooseList')}</legend>
          {writable.map((list) => (
            <label key={list.favoriteId}>
              <input
                type="radio"
                name={radio}
                checked={choice === list.favoriteId}
                onChange={() => setChoice(list.favoriteId)}
              />
              {list.favoriteName}
            </label>
          ))}
          <label>
            <input type="radio" name={radio} checked={choice === 'new'} onChange={() => setChoice('new')} />
            {t('lists.newList')}
          </label>
        </fieldset>
        {choice === 'new' ? <ListNameField value={newName} onChange={setNewName} /> : null}
        <TextField
          label={t('orders.column.quantity')}
          value={quantity}
          onChange={setQuantity}
          inputMode="decimal"
        />
        {failure ? <FormError>{t(failure)}</FormError> : null}
      </ActionModal>
      {limitDialog}
    </div>
  );
}
