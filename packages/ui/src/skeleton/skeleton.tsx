import './skeleton.css';

export interface SkeletonProps {
  /** Placeholder text lines; the last is shorter, as a paragraph's is. */
  lines?: number;
  /** What is loading, for assistive technology, e.g. 'Laddar produkter'. */
  label: string;
  /** A square block before the lines, where an image will be. */
  media?: boolean;
}

/**
 * A placeholder while content loads: grey bars in the shape of what is
 * coming, announced once as a status with its label. The shimmer stops for
 * people who prefer reduced motion.
 *
 * @example
 * <Skeleton label="Laddar produkter" lines={3} />
 */
export function Skeleton({ lines = 3, label, media = false }: SkeletonProps) {
  const bars = Array.from({ length: Math.max(1, lines) }, (_, line) => line);
  return (
    <div className="shop-skeleton" role="status" aria-label={label} data-media={media || undefined}>
      {media ? <span className="shop-skeleton__block shop-skeleton__media" /> : null}
      <span className="shop-skeleton__lines">
        {bars.map((line) => (
          <span key={line} className="shop-skeleton__block shop-skeleton__line" />
        ))}
      </span>
    </div>
  );
}
