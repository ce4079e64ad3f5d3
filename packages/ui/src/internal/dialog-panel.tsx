import type { ReactNode } from 'react';
import { Dialog, Heading, Modal } from 'react-aria-components';
import { CloseButton } from './close-button';

/**
 * The head of the modal and the flyout (not exported from the package): the
 * dialog's title and, `withClose`, its close button named `closeLabel`. `block` is the
 * component's class, so each keeps its own look
 * (`shop-modal__header`, `__title`, `__close`).
 */
function DialogHeader({
  block,
  title,
  closeLabel,
  withClose,
  close,
}: {
  block: 'shop-modal' | 'shop-flyout';
  title: ReactNode;
  closeLabel: string | undefined;
  withClose: boolean;
  close: () => void;
}): ReactNode {
  return (
    <div className={`${block}__header`}>
      <Heading slot="title" className={`${block}__title`}>
        {title}
      </Heading>
      {withClose ? <CloseButton className={`${block}__close`} label={closeLabel} onPress={close} /> : null}
    </div>
  );
}

/**
 * The modal and the flyout inside their overlay (not exported from the package): the
 * react-aria modal and dialog with the `block` classes, the header, and the content, which a
 * function draws with `close`. `modalProps` are the modal's data attributes (its size or side).
 */
export function DialogPanel({
  modalProps,
  children,
  ...header
}: Omit<Parameters<typeof DialogHeader>[0], 'close'> & {
  modalProps: Record<`data-${string}`, string>;
  children: (close: () => void) => ReactNode;
}): ReactNode {
  return (
    <Modal className={header.block} {...modalProps}>
      <Dialog className={`${header.block}__dialog`}>
        {({ close }) => (
          <>
            <DialogHeader {...header} close={close} />
            {children(close)}
          </>
        )}
      </Dialog>
    </Modal>
  );
}
