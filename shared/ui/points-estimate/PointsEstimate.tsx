import type { Language } from '../../domain/languages';
import { translationsOf } from '../../i18n/catalogue';
import { defineIcuMessages } from '../../i18n/intl';
import english from './messages/en.json';

const translate = defineIcuMessages({ en: english, translations: translationsOf('shared/ui/points-estimate') });

export interface PointsEstimateProps {
  /** The rate's estimate (`useRatePointsEstimate`); undefined shows nothing (a guest, a rate that earns none, still loading). */
  points: number | undefined;
  language: Language;
  className?: string;
}

/** "Earn about 1,240 points" beside a rate (loyalty spec §4 "Earning"), in the page language. */
export function PointsEstimate({ points, language, className }: PointsEstimateProps) {
  if (points === undefined) return null;
  return (
    <span className={className ? `stay-points-estimate ${className}` : 'stay-points-estimate'}>
      {translate(language, 'earnAbout', { points })}
    </span>
  );
}
