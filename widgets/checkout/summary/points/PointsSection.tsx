import { useEffect, useMemo, useState } from 'react';
import { getApiClient } from '../../../../shared/api/page-client';
import { FALLBACK_POINT_RATE, getConvertPoint, getEstimatedPoint } from '../../../../shared/api/redemption-service';
import type { CartItem } from '../../../../shared/domain/booking/cart-item';
import type { Language } from '../../../../shared/domain/languages';
import { maxRedeemablePoints, splitRedemption } from '../../../../shared/domain/loyalty/redemption';
import { redemptionRoomOf, type RedemptionConfiguration } from '../../../../shared/domain/loyalty/redemption-eligibility';
import { buildRedemptionRequest } from '../../../../shared/domain/loyalty/redemption-request';
import { formatNumber } from '../../../../shared/i18n/format';
import { pageStore } from '../../../../shared/store/page-store';
import { Button } from '../../../../shared/ui/Button';
import { Slider } from '../../../../shared/ui/slider/Slider';
import { useDelayedValue } from '../../../../shared/ui/use-delayed-value';
import { useTranslationsLoaded } from '../../../../shared/ui/use-translations-loaded';
import { money } from '../summary-messages';
import { pointsChoiceAtom } from './points-choice';
import { translatePoints as t } from './points-messages';

export { logPointRedeem } from '../../../../shared/api/redemption-service';

/** Slider steps: 100 points (S$ 0.25), a page 1,000; End reaches the exact maximum. Decision: the spec names no step. */
const STEP = 100;
const BIG_STEP = 1000;

export interface PointsSectionProps {
  language: Language;
  direction: 'ltr' | 'rtl';
  items: readonly CartItem[];
  currencyCode: string;
  /** The member's available points (the profile's `points`, from the points ledger). */
  balance: number;
  configuration: RedemptionConfiguration;
  /** A hold is in force: its points are fixed until the visitor holds again. */
  locked: boolean;
}

/**
 * "Pay with points" (issue 17 item 1): the APG slider, "Pay all with points", and live lines for the
 * points, their value, the cash left, the points left and what the cash part earns. The choice goes
 * to `pointsChoiceAtom`, which the hold reads.
 */
export function PointsSection({ language, direction, items, currencyCode, balance, configuration, locked }: PointsSectionProps) {
  const [pointRate, setPointRate] = useState<number | undefined>(undefined);
  const [earn, setEarn] = useState<number | undefined>(undefined);
  const [points, setPoints] = useState(() => pageStore.get(pointsChoiceAtom)?.points ?? 0);
  const rooms = useMemo(() => items.map((item) => redemptionRoomOf(item, configuration)), [items, configuration]);
  const first = items[0];

  useEffect(() => {
    let live = true;
    void getConvertPoint(getApiClient(), currencyCode).then((answer) => {
      if (live) setPointRate(answer.ok ? answer.data : currencyCode === 'SGD' ? FALLBACK_POINT_RATE : undefined);
    });
    return () => {
      live = false;
    };
  }, [currencyCode]);

  const max = pointRate ? Math.min(maxRedeemablePoints(rooms, pointRate), Math.max(0, balance)) : 0;
  const split = pointRate ? splitRedemption(rooms, Math.min(points, max), pointRate, currencyCode) : undefined;
  // What the cash part earns (loyalty §4 "Earning", the rule of redemption-earn.ts), asked once the slider rests.
  const cashPart = useDelayedValue(split?.cash, 300);
  useEffect(() => {
    if (!first || cashPart === undefined) return;
    let live = true;
    const query = { hotelCode: first.hotelCode, ratePlanCode: first.roomRate.ratePlanCode, amount: cashPart, currencyCode };
    void getEstimatedPoint(getApiClient(), query).then((answer) => {
      if (live) setEarn(answer.ok ? answer.data.points : undefined);
    });
    return () => {
      live = false;
    };
  }, [first, cashPart, currencyCode]);

  useEffect(() => {
    if (!split || !pointRate || locked) return;
    const request = buildRedemptionRequest({
      rooms,
      split,
      pointRate,
      addons: items.flatMap((item) =>
        item.addons.map((addon) => ({ shoppingCartItemId: item.shoppingCartItemId, serviceInventoryCode: addon.serviceInventoryCode })),
      ),
      promotionCode: first?.promotionCode ?? '',
    });
    const choice =
      split.points > 0
        ? { points: split.points, rooms: split.rooms, pointsValue: split.pointsValue, cash: split.cash, request }
        : undefined;
    // Set only a choice that differs: the step re-renders on this atom (the pay-now preview, issue 28)
    // and may hand this section new `items` of the same cart, so an equal choice set again would
    // render again without end (React error 185).
    if (JSON.stringify(pageStore.get(pointsChoiceAtom)) === JSON.stringify(choice)) return;
    pageStore.set(pointsChoiceAtom, choice);
    // oxlint-disable-next-line react/exhaustive-deps -- the split is derived from the points, the rate and the rooms
  }, [split?.points, pointRate, rooms, locked]);

  // Loaded on demand after the step rendered: shown once its texts are in the page language, never in English for a moment.
  const textsLoaded = useTranslationsLoaded(language);
  if (!pointRate || !split || !textsLoaded) return null;
  const headingId = 'stay-checkout-points-heading';
  const labelId = 'stay-checkout-points-label';
  if (max <= 0) {
    return (
      <section className="stay-checkout-points" aria-labelledby={headingId}>
        <h3 id={headingId}>{t(language, 'heading')}</h3>
        <p>{t(language, 'notEligible')}</p>
      </section>
    );
  }
  const cash = money(language, split.cash, currencyCode);
  const shownPoints = (value: number) => formatNumber(language, value);
  const maxAll = maxRedeemablePoints(rooms, pointRate);
  return (
    <section className="stay-checkout-points" aria-labelledby={headingId}>
      <h3 id={headingId}>{t(language, 'heading')}</h3>
      <p>{t(language, 'balance', { points: shownPoints(balance) })}</p>
      <p id={labelId} className="stay-checkout-points__label">
        {t(language, 'sliderLabel')}
      </p>
      <Slider
        id="stay-checkout-points-slider"
        labelledBy={labelId}
        value={split.points}
        valueText={t(language, 'valueText', { points: shownPoints(split.points), cash })}
        min={0}
        max={max}
        step={STEP}
        bigStep={BIG_STEP}
        direction={direction}
        disabled={locked}
        onChange={setPoints}
      />
      <div className="stay-checkout-points__actions">
        {maxAll <= balance && rooms.every((room) => room.redeems) && (
          <Button aria-disabled={locked || undefined} onClick={() => !locked && setPoints(maxAll)}>
            {t(language, 'payAll')}
          </Button>
        )}
        {split.points > 0 && (
          <Button aria-disabled={locked || undefined} onClick={() => !locked && setPoints(0)}>
            {t(language, 'noPoints')}
          </Button>
        )}
      </div>
      <dl className="stay-checkout-points__lines" aria-live="polite">
        <dt>{t(language, 'pointsUsed')}</dt>
        <dd data-points-used={split.points}>{shownPoints(split.points)}</dd>
        <dt>{t(language, 'pointsValue')}</dt>
        <dd>{money(language, split.pointsValue, currencyCode)}</dd>
        <dt>{t(language, 'cashRemaining')}</dt>
        <dd data-cash={split.cash}>{cash}</dd>
        <dt>{t(language, 'pointsLeft')}</dt>
        <dd>{shownPoints(balance - split.points)}</dd>
        {earn !== undefined && (
          <>
            <dt>{t(language, 'earnOnCash')}</dt>
            <dd>{shownPoints(earn)}</dd>
          </>
        )}
      </dl>
      {locked && <p>{t(language, 'locked')}</p>}
    </section>
  );
}
