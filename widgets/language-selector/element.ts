import { defineWidget } from '../../shared/element/define-widget';
import { LanguageSelector } from '../../shared/ui/language-selector/LanguageSelector';

defineWidget('stay-language-selector', LanguageSelector, {});
