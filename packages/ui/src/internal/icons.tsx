import type { ReactNode } from 'react';

/**
 * Small decorative icons shared by the components (not exported from the
 * package): always `aria-hidden`, the accessible name comes from the control.
 */

interface IconProps {
  size?: number;
}

function Svg({ size = 16, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      style={{ flexShrink: 0 }}
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Svg>
  );
}

export function ChevronIcon({
  direction = 'down',
  ...props
}: IconProps & { direction?: 'up' | 'down' | 'left' | 'right' }) {
  const d = {
    down: 'm6 9 6 6 6-6',
    up: 'm6 15 6-6 6 6',
    left: 'm15 6-6 6 6 6',
    right: 'm9 6 6 6-6 6',
  }[direction];
  return (
    <Svg {...props}>
      <path d={d} />
    </Svg>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Svg>
  );
}

/** One icon per alert tone, so the tone is never told by colour alone. */
export function ToneIcon({
  tone,
  ...props
}: IconProps & { tone: 'info' | 'success' | 'warning' | 'danger' }) {
  return (
    <Svg {...props}>
      {tone === 'info' ? (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v5M12 7.5v.01" />
        </>
      ) : tone === 'success' ? (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="m8 12.5 3 3 5-6" />
        </>
      ) : tone === 'warning' ? (
        <>
          <path d="M12 3.5 2.5 20h19L12 3.5Z" />
          <path d="M12 10v4.5M12 17.5v.01" />
        </>
      ) : (
        <>
          <path d="M8.2 3h7.6L21 8.2v7.6L15.8 21H8.2L3 15.8V8.2L8.2 3Z" />
          <path d="M12 7.5v5.5M12 16.5v.01" />
        </>
      )}
    </Svg>
  );
}
