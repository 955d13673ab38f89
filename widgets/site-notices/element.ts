import { defineWidget } from '../../shared/element/define-widget';
import { SiteNotices } from './SiteNotices';

/**
 * Messages about the visitor's browser (content spec §4, §5): unsupported browser (or a widget that could not run) and cookies off. Place one near the top of every page.
 */
defineWidget('stay-site-notices', SiteNotices, {});
