import type { Language } from '../../shared/domain/languages';
import { useServerRead } from '../../shared/store/use-server-read';
import { textWithDates } from '../../shared/ui/shown-date';
import { translateCheckout } from './checkout-texts';
import { providerDowntimeRead, type ShownDowntime } from './provider-downtime';

const pad = (value: number) => String(value).padStart(2, '0');

/** The visitor's own calendar day and clock time of an instant, as `ShownDate` takes them; undefined for no time. */
function localDateAndTime(until: string): { date: string; time: string } | undefined {
  const instant = new Date(until);
  if (Number.isNaN(instant.getTime())) return undefined;
  return {
    date: `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`,
    time: `${pad(instant.getHours())}:${pad(instant.getMinutes())}`,
  };
}

export function DowntimeText({ language, downtime }: { language: Language; downtime: ShownDowntime }) {
  const back = localDateAndTime(downtime.until);
  return (
    <>
      {translateCheckout(language, `downtime.${downtime.provider}`)}
      {back && ' '}
      {back && textWithDates(language, (shown) => translateCheckout(language, 'downtimeUntil', shown), { time: back })}
    </>
  );
}

/**
 * Provider downtime (card, payment, rate provider) above both checkout steps, so the visitor
 * learns of it before typing any guest detail (issue 16 item 1). Nothing while the check runs or
 * when it fails: the notice is advice, the hold decides.
 */
export function DowntimeNotice({ language }: { language: Language }) {
  const read = useServerRead(providerDowntimeRead, 'providers').state;
  if (read.state !== 'hasData' || read.data.length === 0) return null;
  return (
    <div className="stay-checkout__downtime">
      {read.data.map((downtime) => (
        <p key={downtime.provider} className="stay-checkout__downtime-item" role="alert">
          <DowntimeText language={language} downtime={downtime} />
        </p>
      ))}
    </div>
  );
}
