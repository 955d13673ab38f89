import { useEffect, useId, useRef, useState } from 'react';
import { pushUserInteraction } from '../../shared/analytics/data-layer';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { emitStayEvent } from '../../shared/element/stay-events';
import { defineMessages, translationsOf } from '../../shared/i18n/catalogue';
import { openDialogAtom, type DialogCloseAction, type DialogCloseDetail, type DialogRequest } from '../../shared/store/dialog';
import { Modal } from '../../shared/ui/Modal';
import { runCloseAction } from './close-actions';
import { escapeChoice } from './escape-choice';
import { usePageAtom } from '../../shared/store/use-page-value';
import english from './messages/en.json';

const translate = defineMessages({ en: english, translations: translationsOf('widgets/dialog') });

type Choice = DialogCloseDetail['choice'];

const DISMISS: DialogCloseAction = { type: 'dismiss' };

let shownBy: object | undefined;

/** One dialog per page: with two `<stay-dialog>` elements only the first connected shows requests. */
function useShowsDialogs(): boolean {
  const [self] = useState(() => ({}));
  const [shows, setShows] = useState(false);
  useEffect(() => {
    if (shownBy) {
      console.warn('[stay-widgets] the page has more than one <stay-dialog>; only the first shows dialogs.');
      return undefined;
    }
    shownBy = self;
    setShows(true);
    return () => {
      if (shownBy === self) shownBy = undefined;
    };
  }, [self]);
  return shows;
}

function actionFor(request: DialogRequest, choice: Choice): DialogCloseAction {
  return (choice === 'yes' ? request.yesAction : request.noAction) ?? DISMISS;
}

/**
 * The global modal dialog (content spec §2): title, message, a yes button (default "OK") and an
 * optional no button; no close icon, a click outside does nothing. WAI-ARIA APG alert dialog:
 * focus starts on the least destructive choice (no, else yes) and stays inside.
 * Escape answers as `escapeChoice` says: a one-button dialog is acknowledged, a two-button one
 * takes the choice that keeps the visitor on the page.
 */
export function Dialog() {
  const { language, direction } = useWidgetEnvironment();
  const [open, setOpen] = usePageAtom(openDialogAtom);
  const showsDialogs = useShowsDialogs();
  const rootRef = useRef<HTMLDivElement>(null);
  const noRef = useRef<HTMLButtonElement>(null);
  const yesRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  const choose = (request: DialogRequest, choice: Choice) => {
    const action = actionFor(request, choice);
    setOpen(undefined);
    pushUserInteraction({
      Category: 'content',
      Component: 'dialog',
      Element: choice,
      Action: action.type,
      Parameter1: request.title ?? '',
    });
    runCloseAction(action);
    const detail: DialogCloseDetail = { action: action.type, choice };
    emitStayEvent(rootRef.current, 'stay:dialog-close', detail);
  };

  const request = showsDialogs ? open?.request : undefined;
  const title = request?.title?.trim();
  const hasNo = Boolean(request?.noLabel?.trim());
  const escape = request && escapeChoice(request);

  return (
    <div className="stay-dialog" ref={rootRef}>
      {request && (
        <Modal
          role="alertdialog"
          labelledBy={title ? titleId : messageId}
          describedBy={title ? messageId : undefined}
          direction={direction}
          onEscape={escape ? () => choose(request, escape) : undefined}
          initialFocus={hasNo ? noRef : yesRef}
          returnFocusTo={open?.opener}
          className="stay-dialog__panel"
        >
          {title && (
            <h2 id={titleId} className="stay-dialog__title">
              {title}
            </h2>
          )}
          <p id={messageId} className="stay-dialog__message">
            {request.message}
          </p>
          <div className="stay-dialog__actions">
            {hasNo && (
              <button
                ref={noRef}
                type="button"
                className="stay-dialog__button stay-dialog__button--no"
                onClick={() => choose(request, 'no')}
              >
                {request.noLabel}
              </button>
            )}
            <button
              ref={yesRef}
              type="button"
              className="stay-dialog__button stay-dialog__button--yes"
              onClick={() => choose(request, 'yes')}
            >
              {request.yesLabel?.trim() || translate(language, 'yes')}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
