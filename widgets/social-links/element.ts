import { defineWidget } from '../../shared/element/define-widget';
import { SocialLinks } from './SocialLinks';
import { readAuthoredCards } from './authored-cards';

/** Configured by its authored content only: no data- attributes. */
defineWidget('stay-social-links', SocialLinks, {}, { content: readAuthoredCards });
