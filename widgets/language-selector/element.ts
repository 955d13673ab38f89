import { defineWidget } from '../../shared/element/define-widget';
import { LanguageSelector } from '../../shared/ui/language-selector/LanguageSelector';

/**
 * Switches the page to another of the site's 11 languages (content spec §2, §9; booking spec §2).
 */
defineWidget('stay-language-selector', LanguageSelector, {});
