import { useAtomValue } from 'jotai';
import { useMessages } from '../core';
import { punchoutAtom } from '../session';

/** PUNCHOUT mode's line in the header: which procurement system and company the buyer came from. */
export function PunchoutBanner() {
  const t = useMessages();
  const punchout = useAtomValue(punchoutAtom);
  if (!punchout) return null;
  const system = punchout.system ?? t('punchout.unknownSystem');
  return (
    <p className="shop-punchout-banner">
      {punchout.company
        ? t('punchout.banner', { system, company: punchout.company })
        : t('punchout.bannerNoCompany', { system })}
    </p>
  );
}
