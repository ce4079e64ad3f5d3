import type { Video } from '@shop/cms';
import { safeHref } from '@shop/cms/react';
import { type ReactNode, useState } from 'react';
import { CmsImage, type CmsSectionProps, SectionFrame } from './shared';

/** The video URL with autoplay on (the person pressed play), or null unless it is http(s). */
export function playableUrl(videoUrl: string): string | null {
  const href = safeHref(videoUrl);
  if (!href || !/^https?:\/\//i.test(href)) return null;
  try {
    const url = new URL(href);
    url.searchParams.set('autoplay', '1');
    return url.toString();
  } catch {
    return null;
  }
}

/**
 * A video behind a click-to-load facade: until play is pressed only the
 * thumbnail is on the page (no third-party frame, cookies or script), then
 * the player's frame takes its place and starts. A URL that is not http(s)
 * renders no player.
 *
 * @example
 * <CmsVideo section={section} labels={contentLabels} />
 */
export type CmsVideoProps = CmsSectionProps<Video>;

export function CmsVideo(props: CmsVideoProps): ReactNode {
  const { section, labels } = props;
  const [playing, setPlaying] = useState(false);
  const src = playableUrl(section.videoUrl);
  const name = section.title ? `${labels.playVideo}: ${section.title}` : labels.playVideo;
  return (
    <SectionFrame {...props}>
      {src ? (
        <div className="shop-cms-video">
          {playing ? (
            <iframe
              className="shop-cms-video__frame"
              src={src}
              title={section.title ?? labels.video}
              allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
              allowFullScreen
            />
          ) : (
            <button
              type="button"
              className="shop-cms-video__facade"
              aria-label={name}
              onClick={() => setPlaying(true)}
            >
              <CmsImage image={section.thumbnail} decorative className="shop-cms-video__thumbnail" />
              <span className="shop-cms-video__play" aria-hidden="true">
                <svg aria-hidden="true" viewBox="0 0 24 24" width="32" height="32" focusable="false">
                  <path d="M8 5.5v13l10.5-6.5L8 5.5Z" fill="currentColor" />
                </svg>
              </span>
            </button>
          )}
        </div>
      ) : null}
    </SectionFrame>
  );
}
