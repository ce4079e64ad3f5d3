import { type ImgHTMLAttributes, useEffect, useState } from 'react';
import {
  Button,
  Dialog,
  DialogTrigger,
  Group,
  Heading,
  Modal,
  ModalOverlay,
  ToggleButton,
} from 'react-aria-components';
import { ChevronIcon, CloseIcon } from '../internal/icons';
import '../internal/image-placeholder.css';
import '../internal/overlay.css';
import './image-gallery.css';

export interface GalleryImage {
  url: string;
  /** What the image shows, e.g. 'Kabeltrumma, sedd från sidan'. */
  alt: string;
}

export interface ImageGalleryProps {
  /** The images in order; none shows a placeholder. */
  images: GalleryImage[];
  labels: {
    /** The main image's button, e.g. (n) => `Visa bild ${n} i större storlek`. */
    open: (n: number) => string;
    /** The enlarged view's dialog name, e.g. 'Produktbilder'. */
    dialog: string;
    /** The dialog's close button, e.g. 'Stäng'. */
    close: string;
    /** The previous-image button, e.g. 'Föregående bild'. */
    previous: string;
    /** The next-image button, e.g. 'Nästa bild'. */
    next: string;
    /** The thumbnail row's group name, e.g. 'Välj bild'. */
    thumbnails: string;
  };
  /** The image shown first (default 0). */
  defaultIndex?: number;
}

/**
 * Product images: the main image (a button that opens it large in a modal
 * dialog) and a row of thumbnail toggle buttons to choose it. In the dialog,
 * previous/next buttons and the arrow keys page through the images, Escape
 * closes, and focus returns to the main image. Without images a quiet
 * placeholder keeps the layout.
 *
 * @example
 * <ImageGallery images={product.images} labels={{ open: (n) => `Visa bild ${n} i större storlek`, dialog: 'Produktbilder',
 *   close: 'Stäng', previous: 'Föregående bild', next: 'Nästa bild', thumbnails: 'Välj bild' }} />
 */
export function ImageGallery({ images, labels, defaultIndex = 0 }: ImageGalleryProps) {
  const [index, setIndex] = useState(() =>
    Math.min(Math.max(0, defaultIndex), Math.max(0, images.length - 1)),
  );
  const [isOpen, setOpen] = useState(false);
  const count = images.length;
  // The arrow keys page while the dialog is open (it holds nothing else that uses them).
  useEffect(() => {
    if (!isOpen || count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') setIndex((i) => (i - 1 + count) % count);
      else if (event.key === 'ArrowRight') setIndex((i) => (i + 1) % count);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, count]);
  const current = images[index] ?? images[0];
  if (!current) {
    return (
      <div className="shop-image-gallery" data-empty>
        <div className="shop-image-gallery__main">
          <span className="shop-image-placeholder shop-image-gallery__placeholder" />
        </div>
      </div>
    );
  }
  const step = (delta: number) => setIndex((i) => (i + delta + count) % count);
  return (
    <div className="shop-image-gallery">
      <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <Button className="shop-image-gallery__main">
          <span className="shop-visually-hidden">{labels.open(index + 1)}</span>
          {/* The product page's largest paint: fetched before anything the page can wait for. */}
          <SquareImage
            image={current}
            size={640}
            className="shop-image-gallery__image"
            fetchPriority="high"
            decoding="async"
          />
        </Button>
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
                    <Button
                      className="shop-image-gallery__icon-button"
                      aria-label={labels.close}
                      onPress={close}
                    >
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
      </DialogTrigger>
      {count > 1 ? (
        <Group className="shop-image-gallery__thumbnails" aria-label={labels.thumbnails}>
          {images.map((image, i) => (
            <ToggleButton
              key={image.url}
              className="shop-image-gallery__thumbnail"
              isSelected={i === index}
              onChange={() => setIndex(i)}
            >
              <SquareImage image={image} size={64} loading="lazy" decoding="async" />
            </ToggleButton>
          ))}
        </Group>
      ) : null}
    </div>
  );
}

/** One of the gallery's images at a square size in px (the product images are square). */
function SquareImage({
  image,
  size,
  className,
  ...loading
}: { image: GalleryImage; size: number } & Pick<
  ImgHTMLAttributes<HTMLImageElement>,
  'className' | 'loading' | 'decoding' | 'fetchPriority'
>) {
  // The attributes in this order: the server-rendered page is read by tests that expect it.
  return (
    <img className={className} src={image.url} alt={image.alt} width={size} height={size} {...loading} />
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
