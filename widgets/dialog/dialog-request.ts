import { isRecord } from '../../shared/domain/json-guards';
import { isSafeUrl } from '../../shared/domain/safe-url';
import type { DialogCloseAction, DialogRequest } from '../../shared/store/dialog';

/**
 * The `stay:dialog-open` event's detail comes from CMS scripts: it is checked here, at the
 * boundary, before anything is shown.
 */
const optionalText = (value: unknown): value is string | undefined => value === undefined || typeof value === 'string';

function parseCloseAction(raw: unknown): DialogCloseAction | undefined {
  if (!isRecord(raw)) return undefined;
  switch (raw.type) {
    case 'redirect-home':
    case 'reload':
    case 'dismiss':
      return { type: raw.type };
    case 'previous-search': {
      const { propertyName, minLengthOfStay } = raw;
      const validStay =
        minLengthOfStay === undefined || (typeof minLengthOfStay === 'number' && Number.isInteger(minLengthOfStay) && minLengthOfStay >= 1);
      return optionalText(propertyName) && validStay ? { type: 'previous-search', propertyName, minLengthOfStay } : undefined;
    }
    case 'go-to-url':
      return typeof raw.url === 'string' && raw.url.trim() && isSafeUrl(raw.url) ? { type: 'go-to-url', url: raw.url.trim() } : undefined;
    default:
      return undefined;
  }
}

/** An absent action is valid (the choice then only closes the dialog); a present one must parse. */
function parseOptionalAction(raw: unknown): { valid: boolean; action: DialogCloseAction | undefined } {
  if (raw === undefined) return { valid: true, action: undefined };
  const action = parseCloseAction(raw);
  return { valid: action !== undefined, action };
}

/**
 * Validates a dialog request from outside the type system (an event detail): texts are plain
 * strings (never HTML), actions are known, URLs safe. Undefined when anything is off.
 */
export function parseDialogRequest(raw: unknown): DialogRequest | undefined {
  if (!isRecord(raw)) return undefined;
  const { title, message, yesLabel, noLabel, yesAction, noAction } = raw;
  if (typeof message !== 'string' || !message.trim()) return undefined;
  if (!optionalText(title) || !optionalText(yesLabel) || !optionalText(noLabel)) return undefined;
  const yes = parseOptionalAction(yesAction);
  const no = parseOptionalAction(noAction);
  if (!yes.valid || !no.valid) return undefined;
  return { title, message, yesLabel, noLabel, yesAction: yes.action, noAction: no.action };
}
