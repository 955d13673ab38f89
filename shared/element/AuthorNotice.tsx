import type { AttributeProblem } from './attribute-schema';
import type { Language } from '../domain/languages';
import { translate } from '../i18n/catalogue';

/**
 * Schema problems shown in place in author mode only, so editors see what visitors would not.
 * The code a notice names (the tag, the attribute and its value, the allowed values, the default)
 * is isolated from the sentence around it with FSI … PDI (U+2068, U+2069), so an Arabic notice,
 * which runs right to left, keeps it in order. The catalogues hold the isolates around their
 * arguments (each language: shared/element/author-notice.test.ts), so the runtime gains no code.
 */
export function AuthorNotice({ tag, problems, language }: { tag: string; problems: AttributeProblem[]; language: Language }) {
  if (problems.length === 0) return null;
  return (
    <div className="stay-author-notice" role="note">
      <strong>
        {`\u2068<${tag}>\u2069`} {translate(language, 'widget.authorNotice.title')}
      </strong>
      <ul>
        {problems.map(({ attribute, value, expected, fallback }) => (
          <li key={attribute}>
            {translate(language, 'widget.authorNotice.invalid', { setting: `${attribute}="${value}"`, expected, fallback })}
          </li>
        ))}
      </ul>
    </div>
  );
}
