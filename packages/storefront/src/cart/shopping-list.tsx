import { FAVOURITES_MAX } from '@shop/commerce-client/contract';
import { Button, Modal, TextField } from '@shop/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { isMessageKey, type MessageKey, useMessages, useServices } from '../core';
import { sessionAtom, sessionKeys, sessionQueries } from '../session';
import { shoppingListKeys } from './shopping-list-queries';
import '../core/page.css';
import './cart.css';

type Access = 'PRIVATE' | 'CUSTOMER';

const failureKey = (error: unknown): MessageKey => {
  const key = (error as { messageKey?: unknown }).messageKey;
  return isMessageKey(key) ? key : 'errors.unknown_error_occurred';
};

/** The 51st list is refused (§5, §9): said in a dialog, and nothing is created. */
export function ListLimitModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const t = useMessages();
  return (
    <Modal
      title={t('lists.limitTitle')}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onClose())}
      closeLabel={t('app.close')}
      size="sm"
      actions={(close) => (
        <Button variant="primary" onPress={close}>
          {t('lists.ok')}
        </Button>
      )}
    >
      <p>{t('favorites.info_modal.body')}</p>
    </Modal>
  );
}

/**
 * Creates a list, unless the user already has the most they may: then the limit dialog says so
 * and nothing is sent. Answers the new list's id.
 */
export function useCreateList() {
  const { services } = useServices();
  const queryClient = useQueryClient();
  const userId = useAtomValue(sessionAtom).user?.userId;
  const [limitReached, setLimitReached] = useState(false);
  const create = async (
    name: string,
    access: Access,
    items?: { articleNumber: string; quantity: number }[],
  ): Promise<string | null> => {
    const { lists } = await queryClient.fetchQuery(sessionQueries.shoppingLists(services.client));
    if (lists.filter((list) => list.userId === userId).length >= FAVOURITES_MAX) {
      setLimitReached(true);
      return null;
    }
    try {
      const created = await services.client.favouriteLists.create({ name, access, items });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.shoppingLists() });
      return created.favoriteId;
    } catch (error) {
      if ((error as { status?: number }).status === 409) {
        setLimitReached(true);
        return null;
      }
      throw error;
    }
  };
  return { create, limitReached, closeLimit: () => setLimitReached(false) };
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
  const lists = useQuery({ ...sessionQueries.shoppingLists(services.client), enabled: open });
  const { create, limitReached, closeLimit } = useCreateList();
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
        await queryClient.invalidateQueries({ queryKey: sessionKeys.shoppingLists() });
        await queryClient.invalidateQueries({ queryKey: shoppingListKeys.one(choice) });
        setDone(
          t('lists.addedTo', {
            name,
            list: writable.find((l) => l.favoriteId === choice)?.favoriteName ?? '',
          }),
        );
      }
      close();
    } catch (error) {
      setFailure(failureKey(error));
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
      <Modal
        title={t('lists.addToList')}
        isOpen={open}
        onOpenChange={setOpen}
        closeLabel={t('app.close')}
        actions={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              {t('addresses.cancel')}
            </Button>
            <Button variant="primary" onPress={() => void add(close)}>
              {t('lists.addToListConfirm')}
            </Button>
          </>
        )}
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
        {choice === 'new' ? (
          <TextField
            label={t('lists.name')}
            value={newName}
            onChange={setNewName}
            maxLength={80}
            isRequired
          />
        ) : null}
        <TextField
          label={t('orders.column.quantity')}
          value={quantity}
          onChange={setQuantity}
          inputMode="decimal"
        />
        {failure ? (
          <p className="shop-form-error" role="alert">
            {t(failure)}
          </p>
        ) : null}
      </Modal>
      <ListLimitModal isOpen={limitReached} onClose={closeLimit} />
    </div>
  );
}
