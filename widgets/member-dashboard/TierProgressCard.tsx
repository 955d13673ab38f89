import { useId } from 'react';
import type { TierStanding } from '../../shared/api/member-loyalty-service';
import type { Language } from '../../shared/domain/languages';
import { tierProgress, type QualifyingMeasure } from '../../shared/domain/loyalty/tier-progress';
import { formatNumber } from '../../shared/i18n/format';
import { textWithDates } from '../../shared/ui/shown-date';
import { translate } from './dashboard-messages';
import { TIER_NAME_KEYS } from './tier-names';

interface MeasureBarProps {
  language: Language;
  label: string;
  measure: QualifyingMeasure;
  remainingKey: 'pointsRemaining' | 'nightsRemaining';
}

/**
 * One qualifying measure as a progress bar (WAI-ARIA `progressbar`): named by its label, with the
 * value as words ("26,500 of 50,000, 23,500 more points needed") for screen readers, the same
 * words shown beside it.
 */
function MeasureBar({ language, label, measure, remainingKey }: MeasureBarProps) {
  const labelId = useId();
  const value = translate(language, 'progressValue', {
    value: formatNumber(language, measure.value),
    target: formatNumber(language, measure.target),
  });
  const remaining = translate(language, remainingKey, { remaining: measure.remaining });
  const share = measure.target > 0 ? (100 * measure.value) / measure.target : 100;
  return (
    <div className="stay-member-dashboard__measure">
      <p className="stay-member-dashboard__measure-head">
        <span id={labelId}>{label}</span>
        <span aria-hidden="true">{value}</span>
      </p>
      <div
        className="stay-member-dashboard__bar"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={measure.target}
        aria-valuenow={measure.value}
        aria-valuetext={`${value}, ${remaining}`}
      >
        <span className="stay-member-dashboard__bar-fill" style={{ inlineSize: `${share}%` }} />
      </div>
      <p className="stay-member-dashboard__remaining" aria-hidden="true">
        {remaining}
      </p>
    </div>
  );
}

/** Qualifying points and nights towards the next tier (`tier-list`, loyalty spec §3); diamond is the top, a representative has none. */
export function TierProgressCard({ language, standing }: { language: Language; standing: TierStanding }) {
  const progress = tierProgress(standing);
  if (progress.kind === 'top') return <p className="stay-member-dashboard__note">{translate(language, 'topTier')}</p>;
  if (progress.kind === 'none') return <p className="stay-member-dashboard__note">{translate(language, 'noProgress')}</p>;
  const tier = translate(language, TIER_NAME_KEYS[progress.nextTier]);
  return (
    <>
      <p className="stay-member-dashboard__note">
        {textWithDates(language, (dates) => translate(language, 'progressPeriod', { tier, ...dates }), {
          date: standing.current.periodEnd,
        })}
      </p>
      <MeasureBar
        language={language}
        label={translate(language, 'qualifyingPoints')}
        measure={progress.points}
        remainingKey="pointsRemaining"
      />
      <MeasureBar
        language={language}
        label={translate(language, 'qualifyingNights')}
        measure={progress.nights}
        remainingKey="nightsRemaining"
      />
    </>
  );
}
