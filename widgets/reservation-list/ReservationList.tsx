import { groupReservations, type ReservationGroup } from '../../shared/domain/booking/reservation-groups';
import type { Reservation } from '../../shared/domain/booking/reservation';
import type { Language } from '../../shared/domain/languages';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { defineMessages, translationsOf } from '../../shared/i18n/catalogue';
import { requestLogin } from '../../shared/store/member-atoms';
import { signedInAtom } from '../../shared/store/session-atoms';
import { usePageValue } from '../../shared/store/use-page-value';
import { useServerRead } from '../../shared/store/use-server-read';
import { Button } from '../../shared/ui/Button';
import { textWithDates } from '../../shared/ui/shown-date';
import { Skeleton } from '../../shared/ui/Skeleton';
import english from './messages/en.json';
import { memberReservationsRead } from './reservations-read';

const translate = defineMessages({ en: english, translations: translationsOf('widgets/reservation-list') });
const GROUPS: readonly ReservationGroup[] = ['upcoming', 'past', 'cancelled'];

export interface ReservationListProps {
  /** The region's accessible name; empty: the translated default. */
  label: string;
  /** The manage-reservation page (lookup by number and e-mail). */
  managePath: string;
}

function Item({ language, reservation, managePath }: { language: Language; reservation: Reservation; managePath: string }) {
  const href = `${managePath}?confirmNo=${encodeURIComponent(reservation.confirmNo)}`;
  return (
    <li className="stay-reservation-list__item">
      <a href={href}>{translate(language, 'manage', { confirmNo: reservation.confirmNo })}</a>
      <p>
        {textWithDates(
          language,
          (dates) => translate(language, 'stay', { property: reservation.propertyName || reservation.hotelCode, ...dates }),
          {
            from: reservation.startDate,
            to: reservation.endDate,
          },
        )}
      </p>
    </li>
  );
}

function Lists({ language, managePath }: { language: Language; managePath: string }) {
  const { state, reload } = useServerRead(memberReservationsRead, { language });
  if (state.state === 'loading') return <Skeleton className="stay-reservation-list__skeleton" label={translate(language, 'loading')} />;
  if (state.state === 'hasError')
    return (
      <div role="alert">
        <p>{translate(language, 'loadFailed')}</p>
        <Button onClick={reload}>{translate(language, 'retry')}</Button>
      </div>
    );
  if (state.data.length === 0) return <p>{translate(language, 'empty')}</p>;
  const groups = groupReservations(state.data, new Date().toISOString().slice(0, 10));
  return (
    <>
      {GROUPS.map((group) => (
        <section key={group} className="stay-reservation-list__group" aria-labelledby={`stay-reservation-list-${group}`}>
          <h2 id={`stay-reservation-list-${group}`}>{translate(language, group)}</h2>
          {groups[group].length === 0 ? (
            <p>{translate(language, 'none')}</p>
          ) : (
            <ul>
              {groups[group].map((reservation) => (
                <Item key={reservation.confirmNo} language={language} reservation={reservation} managePath={managePath} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}

/**
 * `<stay-reservation-list>` (issue 18 item 4): a member's reservations, upcoming, past and
 * cancelled, each linking to the manage page. Signed out: the login is offered, and the lookup.
 */
export function ReservationList({ label, managePath }: ReservationListProps) {
  const { language } = useWidgetEnvironment();
  const signedIn = usePageValue(signedInAtom);
  return (
    <section className="stay-reservation-list" aria-label={label || translate(language, 'label')}>
      {signedIn ? (
        <Lists language={language} managePath={managePath} />
      ) : (
        <div className="stay-reservation-list__signed-out">
          <p>{translate(language, 'signedOut')}</p>
          <Button onClick={() => requestLogin()}>{translate(language, 'logIn')}</Button>
          <p>
            <a href={managePath}>{translate(language, 'lookup')}</a>
          </p>
        </div>
      )}
    </section>
  );
}
