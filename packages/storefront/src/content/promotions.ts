import type { Section } from '@shop/cms';
import { type RefObject, useEffect, useRef } from 'react';
import { type TrackedBanner, useTracker } from '../core';

/** A banner on the page as tracking names it (content §3 banner), with where it links and its slot. */
interface Promotion {
  banner: TrackedBanner;
  slot: string;
  /** Position within its slot, from 1. */
  index: number;
  linkUrl: string;
}

/** The banners the page shows with a marketing id: every sub banner and marketing banner, and the drawn random one. */
export function promotionsOf(sections: readonly Section[], choices: Record<string, number>): Promotion[] {
  const out: Promotion[] = [];
  const add = (
    slot: string,
    items: { marketingId: string | null; title: string; creative: string | null; linkUrl: string | null }[],
  ) =>
    items.forEach((item, i) => {
      if (item.marketingId && item.linkUrl)
        out.push({
          banner: { marketingId: item.marketingId, metaTitle: item.title, creative: item.creative },
          slot,
          index: i + 1,
          linkUrl: item.linkUrl,
        });
    });
  for (const section of sections) {
    if (section.kind === 'SubBanners')
      add(
        `sub_banners:${section.name}`,
        section.items.map((b) => ({ ...b, title: b.title ?? b.name })),
      );
    if (section.kind === 'MarketingBanners')
      add(
        `marketing_banners:${section.name}`,
        section.items.map((b) => ({ ...b, title: b.metaTitle })),
      );
    if (section.kind === 'RandomBanners') {
      const chosen = section.items[choices[section.id] ?? 0];
      if (chosen) add(`random_banner:${section.id}`, [chosen]);
    }
  }
  return out;
}

/**
 * view_promotion for each banner when 80% of it is on screen (once per page), select_promotion
 * when it is clicked. Banners are found by their links inside `container`.
 */
export function usePromotionTracking(
  container: RefObject<HTMLElement | null>,
  sections: readonly Section[] | undefined,
  choices: Record<string, number>,
) {
  const tracker = useTracker();
  const seen = useRef(new Set<string>());
  useEffect(() => {
    const root = container.current;
    if (!root || !sections) return;
    const promotions = promotionsOf(sections, choices);
    if (promotions.length === 0) return;
    const absolute = (href: string) => {
      try {
        return new URL(href, window.location.href).href;
      } catch {
        return href;
      }
    };
    const byLink = new Map<Element, Promotion>();
    /** Links to banners not watched yet (the sections re-render, after a sign-in for one). */
    const scan = () => {
      const claimed = new Set([...byLink.entries()].filter(([el]) => el.isConnected).map(([, p]) => p));
      for (const [el] of byLink) if (!el.isConnected) byLink.delete(el);
      const unclaimed = promotions.filter((p) => !claimed.has(p));
      for (const link of root.querySelectorAll('a[href]')) {
        if (byLink.has(link)) continue;
        const href = absolute(link.getAttribute('href') ?? '');
        const at = unclaimed.findIndex((p) => absolute(p.linkUrl) === href);
        const found = unclaimed[at];
        if (!found) continue;
        unclaimed.splice(at, 1);
        byLink.set(link, found);
        observer.observe(link);
      }
    };
    let pending: Promotion[] = [];
    const flush = () => {
      const bySlot = new Map<string, Promotion[]>();
      for (const p of pending) bySlot.set(p.slot, [...(bySlot.get(p.slot) ?? []), p]);
      pending = [];
      for (const [slot, list] of bySlot)
        tracker.track({ type: 'view_promotion', banners: list.map((p) => p.banner), slot });
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const promotion = byLink.get(entry.target);
          if (!promotion || entry.intersectionRatio < 0.8) continue;
          observer.unobserve(entry.target);
          const key = `${promotion.slot}|${promotion.banner.marketingId}`;
          if (seen.current.has(key)) continue;
          seen.current.add(key);
          // Banners that come into view together (a row, a scroll) are one event per slot.
          if (pending.length === 0) setTimeout(flush, 250);
          pending.push(promotion);
        }
      },
      { threshold: 0.8 },
    );
    scan();
    let frame = 0;
    const mutations = new MutationObserver(() => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          scan();
        });
    });
    mutations.observe(root, { childList: true, subtree: true });
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      const promotion = link ? byLink.get(link) : undefined;
      if (promotion)
        tracker.track({
          type: 'select_promotion',
          banner: promotion.banner,
          index: promotion.index,
          slot: promotion.slot,
        });
    };
    root.addEventListener('click', onClick);
    return () => {
      observer.disconnect();
      mutations.disconnect();
      cancelAnimationFrame(frame);
      root.removeEventListener('click', onClick);
    };
  }, [container, sections, choices, tracker]);
}
