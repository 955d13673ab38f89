import { defineWidget } from '../../shared/element/define-widget';
import { Dialog } from './Dialog';
import { listenForDialogRequests } from './open-event';

// Configured by requests (store or `stay:dialog-open`), not by attributes.
export const dialogSchema = {};

listenForDialogRequests();
defineWidget('stay-dialog', Dialog, dialogSchema);
