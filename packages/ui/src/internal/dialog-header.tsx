import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { CloseButton } from './close-button';

/**
 * The head of the modal and the flyout (not exported from the package): the
 * dialog's title and, `withClose`, its close button named `closeLabel`. `block` is the
 * component's class, so each keeps its own look
 * (`shop-modal__header`, `__title`, `__close`).
 */
export function DialogHeader({
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
