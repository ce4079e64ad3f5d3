import type { ReactNode } from 'react';
import './stock-status.css';

export type StockTone = 'in-stock' | 'gray' | 'yellow' | 'none';

export interface StockStatusProps {
  /** 'in-stock', the brand's stock colours (gray, yellow), or none. */
  tone: StockTone;
  /** The stock text, already in Swedish (from the stock-rules message key). */
  children: ReactNode;
}

/**
 * A location's stock at a glance: a coloured dot (never the only cue; the
 * text says it) and the stock text.
 *
 * @example
 * <StockStatus tone="yellow">Leverans om 1–3 dagar</StockStatus>
 */
export function StockStatus({ tone, children }: StockStatusProps) {
  return (
    <span className="shop-stock-status" data-tone={tone}>
      {tone === 'none' ? null : <span className="shop-stock-status__dot" aria-hidden="true" />}
      <span>{children}</span>
    </span>
  );
}
