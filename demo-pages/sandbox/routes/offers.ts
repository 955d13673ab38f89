/**
 * Offers, vouchers and events (issue 19 item 3; content spec §7): the three lists and the voucher
 * categories. Shapes the spec does not show are ours, written in the sandbox README "Offers,
 * vouchers and events". Their properties are answered by `participating-properties` and
 * `voucher/bookable-properties` (routes/site-services.ts).
 */
import { sendContent } from '../envelope.ts';
import { requestLanguage } from '../request-language.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { pickText, resolveLanguage } from '../seed/index.ts';
import { OFFER_SEEDS, VOUCHER_CATEGORY_SEEDS, type OfferListName, type OfferSeed } from '../seed/offers.ts';

const DAY_MS = 86_400_000;
/** The only voucher list the site has; another list name answers no categories. */
const VOUCHER_LIST = 'asr-vouchers';

const isoDay = (at: number): string => new Date(at).toISOString().slice(0, 10);

function offerAnswer(seed: OfferSeed, context: RouteContext) {
  const language = requestLanguage(context);
  const today = context.runtime.now().getTime();
  return {
    id: seed.id,
    path: seed.path,
    title: pickText(seed.title, language),
    summary: pickText(seed.summary, language),
    details: pickText(seed.details, language),
    image: seed.image,
    imageAlt: '',
    startDate: isoDay(today + seed.startsInDays * DAY_MS),
    endDate: isoDay(today + seed.endsInDays * DAY_MS),
    appOnly: seed.appOnly,
    ...(seed.list === 'vouchers' ? { category: seed.category, programmeCode: seed.programmeCode } : {}),
  };
}

const listOf = (list: OfferListName) => (context: RouteContext) =>
  sendContent(
    context.res,
    OFFER_SEEDS.filter((seed) => seed.list === list).map((seed) => offerAnswer(seed, context)),
  );

/** `vouchers/categories/{lang}/{list}.json`: the language is the path's (unknown: English). */
function voucherCategories(context: RouteContext): void {
  if (context.params.list !== VOUCHER_LIST) return sendContent(context.res, []);
  const language = resolveLanguage(context.params.lang ?? 'en');
  sendContent(
    context.res,
    VOUCHER_CATEGORY_SEEDS.map((category) => ({ code: category.code, name: pickText(category.name, language) })),
  );
}

export function registerOfferRoutes(router: Router): void {
  router
    .add('GET', '/apis/:product/offers/asr-offers.json', listOf('offers'))
    .add('GET', '/apis/:product/voucher/asr-vouchers.json', listOf('vouchers'))
    .add('GET', '/apis/:product/events/asr-events.json', listOf('events'))
    .add('GET', '/apis/:product/vouchers/categories/:lang/:list.json', voucherCategories);
}
