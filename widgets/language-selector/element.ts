import { defineWidget } from '../../shared/element/define-widget';
import { LanguageSelector } from './LanguageSelector';

defineWidget('stay-language-selector', LanguageSelector, {});
