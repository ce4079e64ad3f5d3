import './warning-list.css';

export interface HazardWarning {
  /** The hazard statement's code, e.g. 'H225' or 'EUH066'. */
  code: string;
  /** The CLP signal word as supplied: 'Fara' or 'Varning'. */
  signalWord: string;
  description: string;
  /** Precautions or a longer explanation, shown under the description. */
  detailedDescription?: string;
  /** The GHS pictogram image; decorative (the signal word and text say it). */
  assetUrl?: string | null;
  /** Overrides the severity read from the signal word. */
  severity?: 'danger' | 'warning';
}

export interface WarningListProps {
  /** The list's heading, e.g. 'Varningar'. */
  heading: string;
  /** The warnings in order; none renders nothing. */
  warnings: HazardWarning[];
  /** Default 2. */
  headingLevel?: 2 | 3;
}

/** CLP's two signal words (and their English originals) to a severity; anything else is neutral. */
export function signalSeverity(signalWord: string): 'danger' | 'warning' | 'neutral' {
  const word = signalWord.trim().toLocaleLowerCase('sv-SE');
  if (word === 'fara' || word === 'danger') return 'danger';
  if (word === 'varning' || word === 'warning') return 'warning';
  return 'neutral';
}

/**
 * A product's hazard warnings (CLP): each with its pictogram, the signal
 * word emphasised — 'Fara' in the danger colour, 'Varning' in the warning
 * colour, always bold so colour is not the only cue — the code and the
 * statement. Nothing is rendered without warnings.
 *
 * @example
 * <WarningList heading="Varningar" warnings={[{ code: 'H225', signalWord: 'Fara', description: 'Mycket brandfarlig vätska och ånga.' }]} />
 */
export function WarningList({ heading, warnings, headingLevel = 2 }: WarningListProps) {
  if (warnings.length === 0) return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className="shop-warning-list">
      <Heading className="shop-warning-list__heading">{heading}</Heading>
      <ul className="shop-warning-list__list">
        {warnings.map((warning) => {
          const severity = warning.severity ?? signalSeverity(warning.signalWord);
          return (
            <li
              key={`${warning.code}:${warning.description}`}
              className="shop-warning-list__item"
              data-severity={severity}
            >
              {warning.assetUrl ? (
                <img
                  className="shop-warning-list__pictogram"
                  src={warning.assetUrl}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                />
              ) : null}
              <div className="shop-warning-list__text">
                <p className="shop-warning-list__title">
                  <strong className="shop-warning-list__signal">{warning.signalWord}</strong>{' '}
                  <span className="shop-warning-list__code">{warning.code}</span>
                </p>
                <p className="shop-warning-list__description">{warning.description}</p>
                {warning.detailedDescription ? (
                  <p className="shop-warning-list__detail">{warning.detailedDescription}</p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
