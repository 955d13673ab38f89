import type { Language } from '../../domain/languages';
import type { PasswordRuleResult } from '../../domain/loyalty/password-rules';
import { useDelayedValue } from '../use-delayed-value';
import { translatePasswordText } from './password-texts';

export interface PasswordChecklistProps {
  /** Id of the list: the password field names it in `aria-describedby`. */
  id: string;
  language: Language;
  results: readonly PasswordRuleResult[];
  /** The visitor has typed in the field: only then does the status line speak. */
  typed: boolean;
}

/**
 * How long typing must pause before the status line sums the checklist up: each key press
 * changes the rules met, and a screen reader announcing every change would talk over the typing.
 */
export const CHECKLIST_SUMMARY_DELAY_MS = 900;

/**
 * The live checklist of the password rules (loyalty spec §5; issue 14 item 4 "shown live as a
 * checklist that screen readers hear"). Each item says in its accessible name whether its rule is
 * met (read when the visitor walks the list); a polite status line sums the list up once typing
 * pauses ("4 of 6 rules met"), never on each key.
 */
export function PasswordChecklist({ id, language, results, typed }: PasswordChecklistProps) {
  const metCount = results.filter((result) => result.met).length;
  const summary = !typed
    ? ''
    : metCount === results.length
      ? translatePasswordText(language, 'summary.allMet')
      : translatePasswordText(language, 'summary.some', { met: metCount, total: results.length });
  const spoken = useDelayedValue(summary, CHECKLIST_SUMMARY_DELAY_MS);
  return (
    <div className="stay-password-checklist">
      <p className="stay-password-checklist__title" id={`${id}-title`}>
        {translatePasswordText(language, 'title')}
      </p>
      <ul id={id} className="stay-password-checklist__list" aria-labelledby={`${id}-title`}>
        {results.map(({ rule, met }) => {
          const text = translatePasswordText(language, `rule.${rule}`);
          return (
            <li key={rule} className="stay-password-checklist__item" data-met={met}>
              <span aria-hidden="true">
                <span className="stay-password-checklist__mark">{met ? '✓' : '○'}</span> {text}
              </span>
              <span className="stay-visually-hidden">
                {translatePasswordText(language, met ? 'item.met' : 'item.notMet', { rule: text })}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="stay-visually-hidden" role="status">
        {spoken}
      </p>
    </div>
  );
}
