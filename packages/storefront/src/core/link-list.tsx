import type { LinkOptions, RegisteredRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AppLink } from './link';

interface LinkListItem {
  key: string;
  /** Made with the router's `linkOptions`, which checks the route, its params and search where the item is built. */
  link: LinkOptions<RegisteredRouter, string, string>;
  content: ReactNode;
  /** `data-tone` on the link, for lists whose links are not all alike (a campaign tile). */
  tone?: string;
}

/**
 * A list of plain links (tiles, subcategories, recently viewed): one `<li>` and one link an item.
 * `onNavigate` runs on every link's click, e.g. to close the flyout the list stands in.
 */
export function LinkList({
  items,
  className,
  linkClassName,
  onNavigate,
}: {
  items: readonly LinkListItem[];
  className: string;
  linkClassName?: string;
  onNavigate?: () => void;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.key}>
          <AppLink
            {...item.link}
            appearance="plain"
            className={linkClassName}
            data-tone={item.tone}
            onClick={onNavigate}
          >
            {item.content}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
