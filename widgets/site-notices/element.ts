import { defineWidget } from '../../shared/element/define-widget';
import { SiteNotices } from './SiteNotices';

defineWidget('stay-site-notices', SiteNotices, {});
