import type { AttributeProblem } from './attribute-schema';
import type { Language } from '../i18n/languages';
import { translate } from '../i18n/catalogue';

/** Schema problems shown in place in author mode only, so editors see what visitors would not. */
export function AuthorNotice({ tag, problems, language }: { tag: string; problems: AttributeProblem[]; language: Language }) {
  if (problems.length === 0) return null;
  return (
    <div className="stay-author-notice" role="note">
      <strong>
        &lt;{tag}&gt; {translate(language, 'widget.authorNotice.title')}
      </strong>
      <ul>
        {problems.map((problem) => (
          <li key={problem.attribute}>{translate(language, 'widget.authorNotice.invalid', { ...problem })}</li>
        ))}
      </ul>
    </div>
  );
}
