import { defineWidget } from '../../shared/element/define-widget';
import { Dialog } from './Dialog';
import { listenForDialogRequests } from './open-event';

// Configured by requests (store or `stay:dialog-open`), not by attributes.
export const dialogSchema = {};

listenForDialogRequests();
/**
 * The page's global modal dialog (content spec §2 "Global modal dialog", §4 "Dialog close"): a title, a message, a yes and an optional no button, each with a close action. Opened by widgets through the store, by CMS scripts with `stay:dialog-open`.
 *
 * @fires stay:dialog-close
 */
defineWidget('stay-dialog', Dialog, dialogSchema);
