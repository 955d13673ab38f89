import { defineWidget } from '../../shared/element/define-widget';
import { Footer } from './Footer';
import { readAuthoredFooter } from './authored-footer';

/** Configured by its authored content only: no data- attributes. */
defineWidget('stay-footer', Footer, {}, { content: readAuthoredFooter });
