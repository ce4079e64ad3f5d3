import { FormError } from '@shop/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useMessages, useServices } from '../core';
import { punchoutAtom } from '../session';
import './punchout.css';

/**
 * PUNCHOUT mode's line in the header: which procurement system and company the buyer came from;
 * in a customer admin's test, that it is one, and the way out of it.
 */
export function PunchoutBanner() {
  const t = useMessages();
  const punchout = useAtomValue(punchoutAtom);
  if (!punchout) return null;
  const system = punchout.system ?? t('punchout.unknownSystem');
  if (punchout.emulation) return <PunchoutTestBanner system={system} />;
  return (
    <p className="shop-punchout-banner">
      {punchout.company
        ? t('punchout.banner', { system, company: punchout.company })
        : t('punchout.bannerNoCompany', { system })}
    </p>
  );
}

function PunchoutTestBanner({ system }: { system: string }) {
  const t = useMessages();
  const { services } = useServices();
  const [state, setState] = useState<'idle' | 'ending' | 'failed'>('idle');
  const end = async () => {
    setState('ending');
    try {
      await services.session.punchoutTest(false);
      window.location.assign('/');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="shop-punchout-banner" data-test="">
      <p>{t('punchout.test.banner', { system })}</p>
      {/* A native button in the house style: the banner is in every page's first bundle. */}
      <button
        type="button"
        className="shop-button"
        data-variant="secondary"
        disabled={state === 'ending'}
        onClick={() => void end()}
      >
        {t('punchout.test.end')}
      </button>
      {state === 'failed' ? <FormError>{t('errors.unknown_error_occurred')}</FormError> : null}
    </div>
  );
}
