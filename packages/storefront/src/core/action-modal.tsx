import { Button } from '@shop/ui';
import type { ReactNode } from 'react';
import { useMessages } from './intl';
import { LazyModal } from './lazy-modal';

/**
 * A dialog that asks one thing ('Ta bort adressen?') or says one thing: its content, 'Avbryt'
 * (unless `cancel` is false: a dialog that only tells), and one primary action, which is given
 * `close`. Closing it any other way (Escape, 'Stäng', a click outside) calls `onClose`. Its
 * code loads when it is first opened (`LazyModal`).
 */
export function ActionModal({
  title,
  isOpen = true,
  onClose,
  action,
  onAction,
  pending = false,
  cancel = true,
  size = 'sm',
  children,
}: {
  title: string;
  isOpen?: boolean;
  onClose: () => void;
  /** The primary button's label. */
  action: string;
  onAction: (close: () => void) => void;
  /** The action's write is under way: its button does not send it again. */
  pending?: boolean;
  cancel?: boolean;
  size?: 'sm' | 'md';
  children: ReactNode;
}) {
  const t = useMessages();
  return (
    <LazyModal
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onClose())}
      closeLabel={t('app.close')}
      size={size}
      actions={(close) => (
        <>
          {cancel ? (
            <Button variant="secondary" onPress={close}>
              {t('app.cancel')}
            </Button>
          ) : null}
          <Button variant="primary" isDisabled={pending} onPress={() => onAction(close)}>
            {action}
          </Button>
        </>
      )}
    >
      {children}
    </LazyModal>
  );
}
