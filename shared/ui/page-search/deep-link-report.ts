import type { DeepLinkParse, DeepLinkProblem } from '../../domain/booking/deep-link';
import { formatShownDate } from '../../i18n/format';
import { defineMessages, loadTranslations, translationsOf } from '../../i18n/catalogue';
import type { Language } from '../../domain/languages';
import { openDialog } from '../../store/dialog';
import english from './messages/en.json';

const translate = defineMessages({ en: english, translations: translationsOf('shared/ui/page-search') });

/** The problems about dates: the stay searched is not the link's, so the visitor is told the new one (spec §4). */
const DATE_PROBLEMS: readonly DeepLinkProblem[] = ['invalidArrival', 'invalidDeparture', 'invalidDates'];

/** Deep-link problems are reported once per page, even with the search inline, in the navigation's modal and in the listing. */
let reported = false;

/** For component tests, which show several deep links on one page. */
export function resetDeepLinkReport(): void {
  reported = false;
}

/**
 * Opens the page's dialog with the messages of a link's problems (booking spec §8): the configured
 * text of each problem (`deepLinkMessages` of the booking configuration), ours for a child's age
 * (not configured) or when the configuration could not be read. A missing destination or too many
 * children send the visitor home on OK; the others inform, and a corrected date says the stay
 * searched now (spec §4: a corrected arrival also moves the departure).
 */
export async function reportOnce(parse: DeepLinkParse, configured: Record<string, string> | undefined, language: Language): Promise<void> {
  if (reported || parse.problems.length === 0) return;
  reported = true;
  await loadTranslations(language);
  const message = (problem: DeepLinkProblem) =>
    configured?.[problem] ?? translate(language, problem === 'missingChildAge' ? 'missingChildAge' : 'fallback');
  if (parse.redirectHome) {
    const problem = parse.problems.find((found) => found === 'missingDestination' || found === 'tooManyChildren')!;
    openDialog({ message: message(problem), yesAction: { type: 'redirect-home' } });
    return;
  }
  const lines = parse.problems.map(message);
  if (parse.problems.some((problem) => DATE_PROBLEMS.includes(problem))) {
    const { startDate, endDate } = parse.criteria;
    // Dates as the spec writes them, DD-MM-YYYY (booking spec §9).
    lines.push(
      translate(language, 'correctedStay', { start: formatShownDate(language, startDate), end: formatShownDate(language, endDate) }),
    );
  }
  openDialog({ message: lines.join('\n') });
}
