import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, DialogTrigger, Group, ToggleButton } from 'react-aria-components';
import { type GalleryImage, SquareImage } from './square-image';
import '../internal/image-placeholder.css';
import '../internal/overlay.css';
import './image-gallery.css';

const GalleryDialog = lazy(() => import('./gallery-dialog').then((m) => ({ default: m.GalleryDialog })));

export type { GalleryImage };

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
  // Mounted from the first opening on, so react-aria plays its closing as before.
  const [opened, setOpened] = useState(false);
  if (isOpen && !opened) setOpened(true);
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
        {/* The enlarged view's code (react-aria's modal) loads when it is first opened. */}
        {opened ? (
          <Suspense fallback={null}>
            <GalleryDialog images={images} index={index} labels={labels} onStep={step} />
          </Suspense>
        ) : null}
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
