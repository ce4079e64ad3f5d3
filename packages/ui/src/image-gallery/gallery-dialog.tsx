import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ChevronIcon, CloseIcon } from '../internal/icons';
import { type GalleryImage, SquareImage } from './square-image';

/**
 * The gallery's enlarged view: a modal dialog with the current image, previous/next and close.
 * Inside `ImageGallery`'s `DialogTrigger`, which opens it and gives focus back to the main image;
 * its own chunk, loaded when it is first opened.
 */
export function GalleryDialog({
  images,
  index,
  labels,
  onStep,
}: {
  images: GalleryImage[];
  index: number;
  labels: { dialog: string; close: string; previous: string; next: string };
  onStep: (delta: number) => void;
}) {
  const count = images.length;
  const current = images[index] ?? images[0];
  if (!current) return null;
  const step = onStep;
  return (
    <ModalOverlay className="shop-overlay shop-image-gallery__overlay" isDismissable>
      <Modal className="shop-image-gallery__modal">
        <Dialog className="shop-image-gallery__dialog">
          {({ close }) => (
            <>
              <div className="shop-image-gallery__bar">
                <Heading slot="title" className="shop-visually-hidden">
                  {labels.dialog}
                </Heading>
                {count > 1 ? (
                  <p className="shop-image-gallery__counter" aria-live="polite">
                    {index + 1} / {count}
                  </p>
                ) : null}
                <Button className="shop-image-gallery__icon-button" aria-label={labels.close} onPress={close}>
                  <CloseIcon size={22} />
                </Button>
              </div>
              <div className="shop-image-gallery__stage">
                {count > 1 ? (
                  <StepButton direction="previous" label={labels.previous} onPress={() => step(-1)} />
                ) : null}
                <SquareImage image={current} size={1200} className="shop-image-gallery__large" />
                {count > 1 ? (
                  <StepButton direction="next" label={labels.next} onPress={() => step(1)} />
                ) : null}
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The enlarged view's button to the previous or the next image. */
function StepButton({
  direction,
  label,
  onPress,
}: {
  direction: 'previous' | 'next';
  label: string;
  onPress: () => void;
}) {
  return (
    <Button
      className="shop-image-gallery__icon-button shop-image-gallery__step"
      data-direction={direction}
      aria-label={label}
      onPress={onPress}
    >
      <ChevronIcon direction={direction === 'previous' ? 'left' : 'right'} size={24} />
    </Button>
  );
}
