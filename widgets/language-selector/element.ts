import { createElement, useCallback, useRef, useState } from 'react';
import { defineWidget } from '../../shared/element/define-widget';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { LanguageSelector } from '../../shared/ui/language-selector/LanguageSelector';
import type { SwitchUrl } from '../../shared/ui/language-selector/locale-map-links';

/**
 * The standalone selector maps a legacy locale segment of the page's path (`/en-gb/…`) with the
 * locale map (content spec §7), loaded when the list first opens. The navigation's own selector
 * does not: the header page's budget is full (DESIGN.md §7; README "Locale map").
 */
function LanguageSelectorElement() {
  const { tag } = useWidgetEnvironment();
  const [switchUrl, setSwitchUrl] = useState<SwitchUrl>();
  const asked = useRef(false);
  const loadLocaleMap = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    void import('../../shared/ui/language-selector/locale-map-links')
      .then(({ loadLocaleMapLinks }) => loadLocaleMapLinks(tag))
      .then((url) => setSwitchUrl(() => url));
  }, [tag]);
  return createElement(LanguageSelector, { switchUrl, onOpen: loadLocaleMap });
}

/**
 * Switches the page to another of the site's 11 languages (content spec §2, §9; booking spec §2).
 */
defineWidget('stay-language-selector', LanguageSelectorElement, {});
