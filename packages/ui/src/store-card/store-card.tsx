import { Link } from '../link/link';
import '../internal/card.css';
import './store-card.css';

export interface OpeningHours {
  /** A day or a range of days, e.g. 'Mån–fre' or 'Julafton'. */
  day: string;
  /** e.g. '06.30–17.00' or 'Stängt'. */
  hours: string;
}

export interface StoreCardProps {
  /** The store's name, e.g. 'Bygghandeln Solna'. */
  name: string;
  /** The store's page. */
  href: string;
  /** Street address. */
  address: string;
  /** e.g. '171 48'. */
  postalCode: string;
  /** e.g. 'Solna'. */
  city: string;
  /** As written, e.g. '08-123 45 67'; the link dials its digits. */
  phone: string;
  /** e.g. 'solna@example.se'. */
  email: string;
  /** Rows of the opening hours; none leaves the list out. */
  openingHours: OpeningHours[];
  /** Labels: phone and e-mail before the links, the opening-hours title, and the link to the store page. */
  labels: { phone: string; email: string; openingHours: string; show: string };
  /** The name's heading level: 2 on the store list, 3 inside a titled section (default 2). */
  headingLevel?: 2 | 3;
}

/** A dialable number: digits and a leading plus only ('08-123 45 67' → 'tel:081234567'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;
}

/**
 * A store: its name (a heading link to the store page), address, a phone
 * link that dials and an e-mail link, the opening hours as a description
 * list, and a link to the store page.
 *
 * @example
 * <StoreCard name="Bygghandeln Solna" href="/butiker/solna" address="Industrivägen 12" postalCode="171 48"
 *   city="Solna" phone="08-123 45 67" email="solna@example.se" openingHours={[{ day: 'Mån–fre', hours: '06.30–17.00' }]}
 *   labels={{ phone: 'Telefon', email: 'E-post', openingHours: 'Öppettider', show: 'Visa butik' }} />
 */
export function StoreCard({
  name,
  href,
  address,
  postalCode,
  city,
  phone,
  email,
  openingHours,
  labels,
  headingLevel = 2,
}: StoreCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <article className="shop-card shop-store-card">
      <Heading className="shop-store-card__name">
        <Link href={href}>{name}</Link>
      </Heading>
      <address className="shop-store-card__contact">
        <span className="shop-store-card__address">
          {address}
          <br />
          {postalCode} {city}
        </span>
        <span className="shop-store-card__line">
          <span className="shop-store-card__label">{labels.phone}</span> <a href={telHref(phone)}>{phone}</a>
        </span>
        <span className="shop-store-card__line">
          <span className="shop-store-card__label">{labels.email}</span>{' '}
          <a href={`mailto:${email}`}>{email}</a>
        </span>
      </address>
      {openingHours.length > 0 ? (
        <div className="shop-store-card__hours">
          <p className="shop-store-card__hours-title">{labels.openingHours}</p>
          <dl className="shop-store-card__hours-list">
            {openingHours.map((entry) => (
              <div key={entry.day} className="shop-store-card__hours-row">
                <dt>{entry.day}</dt>
                <dd>{entry.hours}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      <Link appearance="plain" className="shop-store-card__show" href={href}>
        {labels.show}
        <span className="shop-visually-hidden"> {name}</span>
      </Link>
    </article>
  );
}
