import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { pushUserInteraction } from '../../analytics/data-layer';
import { languageSwitchUrl } from '../../domain/content/language-path';
import { useWidgetEnvironment } from '../../element/widget-environment';
import { defineMessages, translationsOf } from '../../i18n/catalogue';
import english from './messages/en.json';

const translate = defineMessages({ en: english, translations: translationsOf('shared/ui/language-selector') });
import { LANGUAGE_NAMES } from '../../i18n/language-names';
import { LANGUAGES } from '../../domain/languages';
import { usePageAddress } from '../use-page-address';

/**
 * Disclosure pattern: a button opens a list of real links (crawlable, with hreflang), one per
 * language, each keeping the path, query and fragment (content spec §2). Escape closes the list
 * and returns focus to the button; so does a click outside.
 */
export interface LanguageSelectorProps {
  /** Each language's link (default `languageSwitchUrl`); `<stay-language-selector>` maps legacy locale segments with it. */
  switchUrl?: typeof languageSwitchUrl | undefined;
  /** Told each time the list opens (the standalone element then loads the locale map once). */
  onOpen?: () => void;
}

export function LanguageSelector({ switchUrl = languageSwitchUrl, onOpen }: LanguageSelectorProps) {
  const { language, contentRoot } = useWidgetEnvironment();
  const address = usePageAddress();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', closeOnOutsideClick);
    return () => document.removeEventListener('click', closeOnOutsideClick);
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- delegated: Escape closes the list from anywhere inside
    <div className="stay-language-selector" ref={rootRef} onKeyDown={closeOnEscape}>
      <button
        type="button"
        ref={buttonRef}
        className="stay-language-selector__button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={translate(language, 'button', { language: LANGUAGE_NAMES[language] })}
        onClick={() => {
          setOpen((isOpen) => !isOpen);
          onOpen?.();
        }}
      >
        <span className="stay-language-selector__current" lang={language}>
          {LANGUAGE_NAMES[language]}
        </span>
      </button>
      <ul id={listId} className="stay-language-selector__list" hidden={!open} aria-label={translate(language, 'list')}>
        {LANGUAGES.map((target) => (
          <li key={target}>
            <a
              className="stay-language-selector__link"
              href={switchUrl(address, target, contentRoot)}
              hrefLang={target}
              lang={target}
              aria-current={target === language ? 'true' : undefined}
              onClick={() =>
                pushUserInteraction({
                  Category: 'header',
                  Component: 'language-selector',
                  Element: 'link',
                  Action: 'select',
                  Parameter1: target,
                })
              }
            >
              {LANGUAGE_NAMES[target]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
