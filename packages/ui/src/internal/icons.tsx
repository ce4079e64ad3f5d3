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

/**
 * The icons an editor may name in the content service (a button's `icon`, the information
 * banner's `linkIcon`), drawn as outlines on the 24-unit grid. A name not here draws nothing.
 */
const CONTENT_ICONS: Record<string, readonly string[]> = {
  'arrow-right': ['M5 12h14', 'm12 5 7 7-7 7'],
  'external-link': ['M15 3h6v6', 'M10 14 21 3', 'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6'],
  phone: [
    'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8.1 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z',
  ],
  mail: ['M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z', 'm22 6-10 7L2 6'],
  truck: [
    'M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2',
    'M15 18H9',
    'M19 18h2a1 1 0 0 0 1-1v-3.6a1 1 0 0 0-.2-.6l-3.5-4.4a1 1 0 0 0-.8-.4H14',
    'M5 18a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
    'M15 18a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
  ],
  'map-pin': ['M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z', 'M9 10a3 3 0 1 0 6 0 3 3 0 1 0-6 0'],
  info: ['M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0', 'M12 16v-5', 'M12 7.5v.01'],
  download: ['M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4', 'm7 10 5 5 5-5', 'M12 15V3'],
  calendar: [
    'M8 2v4',
    'M16 2v4',
    'M3 6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z',
    'M3 10h18',
  ],
  clock: ['M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0', 'M12 7v5l3 2'],
};

/** Whether the content service's icon name is one the shop draws. */
export function isContentIcon(name: string | null | undefined): name is string {
  return typeof name === 'string' && Object.hasOwn(CONTENT_ICONS, name);
}

/** An icon named in content (decorative, `aria-hidden`); nothing for a name the shop does not know. */
export function ContentIcon({ name, ...props }: IconProps & { name: string | null | undefined }) {
  if (!isContentIcon(name)) return null;
  return <Svg {...props}>{paths(...(CONTENT_ICONS[name] ?? []))}</Svg>;
}
