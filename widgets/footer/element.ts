import { defineWidget } from '../../shared/element/define-widget';
import { Footer } from './Footer';
import { readAuthoredFooter } from './authored-footer';

/**
 * The global footer (content spec §2): logo, reference links and copyright. Configured by its authored content only: no data- attributes.
 *
 * @slot - In the authored order, all optional: a direct `<a>` (the logo link), direct `<ul>`s of reference links (each named by its `aria-label`), and anything else, kept as written.
 */
defineWidget('stay-footer', Footer, {}, { content: readAuthoredFooter });
