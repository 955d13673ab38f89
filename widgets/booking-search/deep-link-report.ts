import type { DeepLinkParse, DeepLinkProblem } from '../../shared/domain/deep-link';
import { openDialog } from '../../shared/store/dialog';

/** Deep-link problems are reported once per page, even with the search inline and in the navigation's modal. */
let reported = false;

/** For component tests, which show several deep links on one page. */
export function resetDeepLinkReport(): void {
  reported = false;
}

/**
 * Opens the page's dialog with the messages of a link's problems (booking spec §8): a missing
 * destination or too many children send the visitor home on OK; the others only inform, the
 * corrected values being in the form.
 */
export function reportOnce(parse: DeepLinkParse, message: (problem: DeepLinkProblem) => string): void {
  if (reported) return;
  reported = true;
  if (parse.redirectHome) {
    const problem = parse.problems.find((found) => found === 'missingDestination' || found === 'tooManyChildren')!;
    openDialog({ message: message(problem), yesAction: { type: 'redirect-home' } });
    return;
  }
  openDialog({ message: parse.problems.map(message).join('\n') });
}
