import type { Campaign } from '@shop/commerce-client/contract';
import { AppLink, useMessages } from '../core';

const validToFormat = new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * Campaigns (or assortments) as tiles, each a link to its listing page. `validTo` adds the last
 * day it runs, as the campaign list does; the start page shows the names alone.
 */
export function CampaignTiles({
  campaigns,
  assortments = false,
  validTo = false,
}: {
  campaigns: readonly Campaign[];
  assortments?: boolean;
  validTo?: boolean;
}) {
  const t = useMessages();
  return (
    <ul className="shop-tiles">
      {campaigns.map((campaign) => (
        <li key={campaign.id}>
          <AppLink
            appearance="plain"
            className="shop-tile"
            data-tone="campaign"
            to={assortments ? '/sortiment/$slug' : '/kampanjer/$slug'}
            params={{ slug: campaign.slug }}
          >
            <span>{campaign.name}</span>
            {validTo ? (
              <small>
                {t('campaigns.validTo', {
                  date: validToFormat.format(new Date(`${campaign.validTo}T12:00:00`)),
                })}
              </small>
            ) : null}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
