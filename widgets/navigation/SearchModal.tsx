import { createElement, useId, useRef, type MouseEvent } from 'react';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { Modal } from '../../shared/ui/Modal';

export interface SearchModalProps {
  /** The browse-all-properties page, offered until (or unless) the booking search is there. */
  searchUrl: string;
  onClose: () => void;
  /** The search button: focus goes back to it when the modal closes. */
  returnFocusTo: HTMLElement | null;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  /** Its texts, in the page language: the navigation's catalogue, passed in so this chunk needs none of its own. */
  texts: { title: string; close: string; fallback: string; fallbackLink: string };
}

/**
 * The search button's modal (content spec §2: "the search button opens a booking-search modal"):
 * focus trapped, Escape and the close button close it, focus returns to the search button. It
 * hosts `<stay-booking-search>`, which the loader defines when that widget's chunk exists; until
 * then the modal offers a link to the property list.
 */
export function SearchModal({ searchUrl, onClose, returnFocusTo, onClick, texts }: SearchModalProps) {
  const { direction } = useWidgetEnvironment();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      role="dialog"
      labelledBy={titleId}
      direction={direction}
      onEscape={onClose}
      initialFocus={closeRef}
      returnFocusTo={returnFocusTo}
      className="stay-navigation-search"
    >
      {/* oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated: a click on a link inside closes the modal */}
      <div className="stay-navigation-search__content" onClick={onClick}>
        <div className="stay-navigation-search__header">
          <h2 className="stay-navigation-search__title" id={titleId}>
            {texts.title}
          </h2>
          <button type="button" ref={closeRef} className="stay-navigation-search__close" onClick={onClose}>
            <span className="stay-navigation__icon stay-navigation__icon--close" aria-hidden="true" />
            <span className="stay-visually-hidden">{texts.close}</span>
          </button>
        </div>
        {createElement('stay-booking-search')}
        <p className="stay-navigation-search__fallback">
          {texts.fallback} <a href={searchUrl}>{texts.fallbackLink}</a>
        </p>
      </div>
    </Modal>
  );
}
