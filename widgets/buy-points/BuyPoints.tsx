import { useEffect, useRef, useState } from 'react';
import { fetchPointPackages } from '../../shared/api/points-purchase-service';
import type { ApiError } from '../../shared/api/types';
import { AuthoredNodes } from '../../shared/element/AuthoredNodes';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { buyPointLinks } from '../../shared/domain/loyalty/buy-points-block';
import type { Language } from '../../shared/domain/languages';
import { buildPurchaseOrder, checkRecipient, type PointPackage } from '../../shared/domain/loyalty/points-purchase';
import { formatNumber } from '../../shared/i18n/format';
import { memberProfileAtom, requestLogin } from '../../shared/store/member-atoms';
import { buyPointsBlockAtom } from '../../shared/store/region-atoms';
import { defineServerRead } from '../../shared/store/server-read';
import { loginTokenAtom, signedInAtom } from '../../shared/store/session-atoms';
import { usePageValue } from '../../shared/store/use-page-value';
import { useServerRead } from '../../shared/store/use-server-read';
import { Button } from '../../shared/ui/Button';
import { Skeleton } from '../../shared/ui/Skeleton';
import { translate, type MessageKey } from './buy-points-messages';
import {
  finishPurchase,
  navigation,
  paymentReturnOf,
  readPendingPurchase,
  returnPathOf,
  startPurchase,
  type Purchased,
} from './purchase-flow';
import { PurchaseForm, type PurchaseChoice } from './PurchaseForm';

export interface BuyPointsProps {
  /** The region's accessible name; empty: the translated default. */
  label: string;
  /** Whose packages (`point-packages ?purchaseCode`, loyalty spec §7). */
  purchaseCode: string;
  /** Where the hosted payment page returns (a path of this site); empty: this page. */
  returnUrl: string;
  /** The authored content (an introduction), moved into the widget (never copied). */
  nodes: readonly Node[];
}

/** The packages of a purchase code, per login (a new login reads again). */
const packagesRead = defineServerRead({
  read: (purchaseCode: string, { client }) => fetchPointPackages(client, purchaseCode),
  login: loginTokenAtom,
});

/** Which message a failed step shows (loyalty spec §8 E150; the payment's answers as at checkout). */
function noticeOf(error: ApiError): MessageKey {
  const byCode: Record<string, MessageKey> = { E150: 'invalidPackage', SABRE_242: 'declined', E61: 'abandoned', CPRV_1502: 'expired' };
  return (error.code && byCode[error.code]) || 'failed';
}

type Phase =
  | { name: 'choose' }
  | { name: 'starting' }
  | { name: 'finishing' }
  /** The commit got no answer: the payment may have gone through. Trying again commits with the same key (buys once). */
  | { name: 'unconfirmed'; retry: () => void }
  | { name: 'done'; purchased: Purchased };

function Purchase({ language, purchaseCode, returnUrl }: { language: Language; purchaseCode: string; returnUrl: string }) {
  const profile = usePageValue(memberProfileAtom);
  const packages = useServerRead(packagesRead, purchaseCode);
  const [phase, setPhase] = useState<Phase>(() =>
    paymentReturnOf(window.location.search) && readPendingPurchase() ? { name: 'finishing' } : { name: 'choose' },
  );
  const [choice, setChoice] = useState<PurchaseChoice>(() => {
    const pending = readPendingPurchase();
    return pending
      ? { packageId: pending.packageId, pointsType: pending.pointsType, recipient: pending.recipient }
      : { packageId: '', pointsType: 'purchase', recipient: '' };
  });
  const [notice, setNotice] = useState<MessageKey>();
  const [recipientProblem, setRecipientProblem] = useState<MessageKey>();
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const finished = useRef(false);

  // Back from the hosted page: commit with its signed result and the intent's key. Once the service
  // answered, the address is tidied (nothing left to repeat); without an answer it keeps the result,
  // so a reload, like Try again, commits again with the same key and buys once (issue 28 item 6).
  useEffect(() => {
    const result = paymentReturnOf(window.location.search);
    if (!result || finished.current) return;
    finished.current = true;
    const pending = readPendingPurchase();
    const tidyAddress = () => navigation.replaceAddress(returnPathOf(window.location.href, ''));
    if (!pending) return tidyAddress();
    const retry = () => {
      setPhase({ name: 'finishing' });
      commit();
    };
    const commit = () =>
      void finishPurchase(pending, result).then((answer) => {
        if (!answer.ok && answer.unconfirmed) return setPhase({ name: 'unconfirmed', retry });
        tidyAddress();
        if (answer.ok) return setPhase({ name: 'done', purchased: answer.purchased });
        setNotice(noticeOf(answer.error));
        setPhase({ name: 'choose' });
      });
    commit();
  }, []);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  useEffect(() => {
    if (phase.name === 'done') doneRef.current?.focus();
  }, [phase.name]);

  const buy = async (list: readonly PointPackage[]) => {
    if (!profile) return;
    const pack = list.find(({ packageId }) => packageId === choice.packageId) ?? list[0]!;
    if (choice.pointsType === 'gifting') {
      const check = checkRecipient(choice.recipient, profile.memberId);
      setRecipientProblem(check.ok ? undefined : (`recipient_${check.reason}` as const));
      if (!check.ok) return;
    }
    const built = buildPurchaseOrder({
      purchaseCode,
      langCode: language,
      countryCode: profile.countryOfResidence,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      pointsType: choice.pointsType,
      pack,
      loyaltyTier: profile.tier,
      buyerMemberId: profile.memberId,
      recipient: choice.recipient,
    });
    if (!built.ok) return setNotice('invalidPackage');
    setNotice(undefined);
    setPhase({ name: 'starting' });
    const started = await startPurchase({
      order: built.order,
      buyerMemberId: profile.memberId,
      choice: { ...choice, packageId: pack.packageId },
      returnPath: returnPathOf(window.location.href, returnUrl),
    });
    if (started.ok) return navigation.assign(started.url);
    setPhase({ name: 'choose' });
    if (started.error.code === 'NOT_FOUND' && started.error.details?.field === 'recipientMemberId')
      return setRecipientProblem('recipient_unknown');
    setNotice(noticeOf(started.error));
    if (started.error.code === 'E150') packages.reload();
  };

  if (phase.name === 'finishing') return <Skeleton className="stay-buy-points__finishing" label={translate(language, 'finishing')} />;
  if (phase.name === 'unconfirmed')
    return (
      <div className="stay-buy-points__problem" role="alert">
        <p>{translate(language, 'unconfirmed')}</p>
        <Button onClick={phase.retry}>{translate(language, 'retry')}</Button>
      </div>
    );
  if (phase.name === 'done') {
    const { points, recipient, balance } = phase.purchased;
    const shown = { points: formatNumber(language, points), recipient: recipient ?? '', balance: formatNumber(language, balance ?? 0) };
    return (
      <div className="stay-buy-points__done">
        <h3 ref={doneRef} tabIndex={-1}>
          {translate(language, 'successTitle')}
        </h3>
        <p role="status">
          {translate(language, recipient ? 'successGift' : balance === undefined ? 'successOwnNoBalance' : 'successOwn', shown)}
        </p>
        <Button onClick={() => setPhase({ name: 'choose' })}>{translate(language, 'buyMore')}</Button>
      </div>
    );
  }
  const { state } = packages;
  return (
    <>
      {notice && (
        <p ref={noticeRef} className="stay-buy-points__notice" role="alert" tabIndex={-1}>
          {translate(language, notice)}
        </p>
      )}
      {state.state === 'loading' && <Skeleton label={translate(language, 'loadingPackages')} />}
      {state.state === 'hasError' && (
        <div className="stay-buy-points__problem" role="alert">
          <p>{translate(language, state.error.code === 'E150' ? 'invalidPackage' : 'packagesFailed')}</p>
          <Button onClick={packages.reload}>{translate(language, 'retry')}</Button>
        </div>
      )}
      {state.state === 'hasData' && state.data.length === 0 && <p>{translate(language, 'noPackages')}</p>}
      {state.state === 'hasData' && state.data.length > 0 && (
        <PurchaseForm
          language={language}
          packages={state.data}
          choice={choice}
          onChoice={(next) => {
            setChoice(next);
            if (recipientProblem) setRecipientProblem(next.pointsType === 'gifting' ? recipientProblem : undefined);
          }}
          recipientError={recipientProblem && translate(language, recipientProblem)}
          busy={phase.name === 'starting'}
          onBuy={() => void buy(state.data)}
        />
      )}
    </>
  );
}

/**
 * `<stay-buy-points>` (loyalty spec §2 "buy points form", §3, §4, §6, §7; issue 17 item 3): a
 * signed-in member buys a points package for the account, a tier, or as a gift to another member,
 * pays on the hosted payment page and comes back to the new balance. Guests are offered the login;
 * where buying points is blocked (spec §6) the form is replaced by a notice.
 */
export function BuyPoints({ label, purchaseCode, returnUrl, nodes }: BuyPointsProps) {
  const { language } = useWidgetEnvironment();
  const signedIn = usePageValue(signedInAtom);
  const links = buyPointLinks(usePageValue(buyPointsBlockAtom));
  const region = useRef<HTMLElement>(null);
  const logIn = () => requestLogin({ reason: 'member-feature', returnFocusTo: region.current });
  let body;
  if (!signedIn)
    body = (
      <div className="stay-buy-points__signed-out">
        <p>{translate(language, 'signedOutText')}</p>
        <Button onClick={logIn}>{translate(language, 'logIn')}</Button>
      </div>
    );
  else if (links === 'pending') body = <Skeleton label={translate(language, 'loadingPackages')} />;
  else if (links === 'hidden') body = <p className="stay-buy-points__blocked">{translate(language, 'blocked')}</p>;
  else body = <Purchase language={language} purchaseCode={purchaseCode} returnUrl={returnUrl} />;
  return (
    <section ref={region} className="stay-buy-points" aria-labelledby="stay-buy-points-title" tabIndex={-1}>
      <h2 id="stay-buy-points-title" className="stay-buy-points__title">
        {label || translate(language, 'label')}
      </h2>
      {nodes.length > 0 && <AuthoredNodes className="stay-buy-points__intro" nodes={nodes} />}
      {body}
    </section>
  );
}
