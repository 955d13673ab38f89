import { useEffect, useState } from 'react';
import type { Language } from '../../shared/domain/languages';
import { luckyDrawCountdown } from '../../shared/domain/loyalty/lucky-draw';
import { formatDateInWords } from '../../shared/i18n/format';
import { translate } from './programmes-messages';

const MINUTE_MS = 60_000;

/**
 * The lucky draw's countdown (loyalty spec §1, §7 content.dateLuckyDraw; issue 17 item 4 "shown as
 * a countdown … when it is ahead"). It ticks once a minute (the countdown shows minutes), and the
 * polite live region speaks only when the day changes or the last hour begins, so a screen reader
 * is not talked over every minute. Nothing shows once the draw has passed.
 */
export function LuckyDrawCard({ language, dateLuckyDraw }: { language: Language; dateLuckyDraw: string | undefined }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  const countdown = luckyDrawCountdown(dateLuckyDraw, now);
  if (!countdown || !dateLuckyDraw) return <p>{translate(language, 'lucky.none')}</p>;
  const values = { days: countdown.days, hours: countdown.hours, minutes: countdown.minutes };
  const text = translate(language, 'lucky.countdown', values);
  // What the live region says: the days while there are days, then the hours; minutes only show.
  const spoken = countdown.days > 0 ? translate(language, 'lucky.spokenDays', values) : translate(language, 'lucky.spokenHours', values);
  return (
    <>
      <p className="stay-member-programmes__countdown">
        <time dateTime={dateLuckyDraw}>{text}</time>
      </p>
      <p>{translate(language, 'lucky.on', { date: formatDateInWords(language, dateLuckyDraw.slice(0, 10)) })}</p>
      <p className="stay-visually-hidden" role="timer" aria-live="polite" aria-atomic="true">
        {spoken}
      </p>
    </>
  );
}
