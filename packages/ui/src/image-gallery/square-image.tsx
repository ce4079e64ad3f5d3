import type { ImgHTMLAttributes } from 'react';

export interface GalleryImage {
  url: string;
  /** What the image shows, e.g. 'Kabeltrumma, sedd från sidan'. */
  alt: string;
}

/** One of the gallery's images at a square size in px (the product images are square). */
export function SquareImage({
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
