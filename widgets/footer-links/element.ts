import { defineWidget } from '../../shared/element/define-widget';
import { attr } from '../../shared/element/attribute-schema';
import { FooterLinks } from './FooterLinks';
import { readAuthoredGroups } from './authored-groups';

export const footerLinksSchema = {
  label: attr.string(''),
};

defineWidget('stay-footer-links', FooterLinks, footerLinksSchema, { content: readAuthoredGroups });
