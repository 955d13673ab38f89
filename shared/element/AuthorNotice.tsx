import type { AttributeProblem } from './attribute-schema';
import { isolate } from './isolate';
import type { Language } from '../i18n/languages';
import { translate } from '../i18n/intl';

/**
 * Schema problems shown in place in author mode only, so editors see what visitors would not.
 * The code a notice names (the tag, the attribute and its value, the allowed values, the default)
 * is isolated from the sentence around it (`isolate`): an Arabic notice runs right to left.
 */
export function AuthorNotice({ tag, problems, language }: { tag: string; problems: AttributeProblem[]; language: Language }) {
  if (problems.length === 0) return null;
  return (
    <div className="stay-author-notice" role="note">
      <strong>
        {isolate(`<${tag}>`)} {translate(language, 'widget.authorNotice.title')}
      </strong>
      <ul>
        {problems.map((problem) => (
          <li key={problem.attribute}>
            {translate(language, 'widget.authorNotice.invalid', {
              setting: isolate(`${problem.attribute}="${problem.value}"`),
              expected: isolate(problem.expected),
              fallback: isolate(problem.fallback),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
