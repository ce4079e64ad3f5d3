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

/** One `<path>` per outline, in order. */
export function paths(...outlines: string[]): ReactNode {
  return outlines.map((d) => <path key={d} d={d} />);
}

/** An icon drawn by one path. */
function PathIcon({ d, ...props }: IconProps & { d: string }) {
  return (
    <Svg {...props}>
      <path d={d} />
    </Svg>
  );
}

export function CloseIcon(props: IconProps) {
  return <PathIcon {...props} d="M6 6l12 12M18 6 6 18" />;
}

const CHEVRONS = {
  down: 'm6 9 6 6 6-6',
  up: 'm6 15 6-6 6 6',
  left: 'm15 6-6 6 6 6',
  right: 'm9 6 6 6-6 6',
};

export function ChevronIcon({
  direction = 'down',
  ...props
}: IconProps & { direction?: keyof typeof CHEVRONS }) {
  return <PathIcon {...props} d={CHEVRONS[direction]} />;
}

export function CheckIcon(props: IconProps) {
  return <PathIcon {...props} d="m5 12.5 4.5 4.5L19 7.5" />;
}

/** Each alert tone's drawing: a shape and the mark inside it. */
const TONES = {
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 7.5v.01" />
    </>
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 3 3 5-6" />
    </>
  ),
  warning: paths('M12 3.5 2.5 20h19L12 3.5Z', 'M12 10v4.5M12 17.5v.01'),
  danger: paths('M8.2 3h7.6L21 8.2v7.6L15.8 21H8.2L3 15.8V8.2L8.2 3Z', 'M12 7.5v5.5M12 16.5v.01'),
};

/** One icon per alert tone, so the tone is never told by colour alone. */
export function ToneIcon({ tone, ...props }: IconProps & { tone: keyof typeof TONES }) {
  return <Svg {...props}>{TONES[tone]}</Svg>;
}
