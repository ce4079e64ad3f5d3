import type { Campaign } from '@shop/commerce-client/contract';
import { linkOptions } from '@tanstack/react-router';
import { LinkList, useMessages } from '../core';

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
    <LinkList
      className="shop-tiles"
      linkClassName="shop-tile"
      items={campaigns.map((campaign) => ({
        key: campaign.id,
        tone: 'campaign',
        link: linkOptions({
          to: assortments ? '/sortiment/$slug' : '/kampanjer/$slug',
          params: { slug: campaign.slug },
        }),
        content: (
          <>
            <span>{campaign.name}</span>
            {validTo ? (
              <small>
                {t('campaigns.validTo', {
                  date: validToFormat.format(new Date(`${campaign.validTo}T12:00:00`)),
                })}
              </small>
            ) : null}
          </>
        ),
      }))}
    />
  );
}
