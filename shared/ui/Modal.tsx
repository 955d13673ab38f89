import { FocusTrap } from 'focus-trap-react';
import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

export interface ModalProps {
  /** `alertdialog` for messages that need an answer, `dialog` for the rest (WAI-ARIA APG dialog patterns). */
  role: 'dialog' | 'alertdialog';
  /** Id of the element that names the modal. */
  labelledBy: string;
  /** Id of the element that describes it, if any. */
  describedBy?: string | undefined;
  /** The portal sits outside the widget, so it states its direction itself (RTL pages may lack `dir`). */
  direction: 'ltr' | 'rtl';
  /** Called on Escape; without it Escape does nothing (the modal must be answered). */
  onEscape?: (() => void) | undefined;
  /** Focused when the modal opens; default: its first focusable element. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  /** Where focus goes back when it closes; default: the element focused when it opened. */
  returnFocusTo?: Element | null | undefined;
  /** Extra class of the panel, for the widget's own looks. */
  className?: string | undefined;
  children: ReactNode;
}

let scrollLocks = 0;

/** The page behind a modal does not scroll; nested modals share one lock. */
function lockPageScroll(): () => void {
  if (scrollLocks++ === 0) document.documentElement.classList.add('stay-modal-scroll-lock');
  return () => {
    if (--scrollLocks === 0) document.documentElement.classList.remove('stay-modal-scroll-lock');
  };
}

function focusable(element: Element | null | undefined): HTMLElement | SVGElement | undefined {
  return (element instanceof HTMLElement || element instanceof SVGElement) && element.isConnected ? element : undefined;
}

/**
 * A modal layer (DESIGN.md §2 shared/ui): rendered in a portal at the end of `<body>` over an
 * overlay, focus trapped inside (`focus-trap-react`) with Tab and Shift+Tab wrapping, the rest of
 * the page inert and not scrollable, focus returned to the opener when it unmounts.
 * Mount it to open, unmount it to close. A click outside does nothing: the overlay is outside the
 * trap, whose outside clicks are stopped.
 */
export function Modal({
  role,
  labelledBy,
  describedBy,
  direction,
  onEscape,
  initialFocus,
  returnFocusTo,
  className,
  children,
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(lockPageScroll, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !onEscape) return;
    event.preventDefault();
    onEscape();
  };

  return createPortal(
    <div className="stay-modal" dir={direction}>
      <FocusTrap
        focusTrapOptions={{
          initialFocus: () => initialFocus?.current ?? undefined,
          fallbackFocus: () => panelRef.current ?? document.body,
          setReturnFocus: (previous) => focusable(returnFocusTo) ?? previous,
          escapeDeactivates: false,
          clickOutsideDeactivates: false,
          allowOutsideClick: false,
          isolateSubtrees: 'inert',
        }}
      >
        {/* oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- the role is the caller's (dialog or alertdialog) */}
        <div
          ref={panelRef}
          role={role}
          aria-modal="true"
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          tabIndex={-1}
          className={className ? `stay-modal__panel ${className}` : 'stay-modal__panel'}
          onKeyDown={onKeyDown}
        >
          {children}
        </div>
      </FocusTrap>
    </div>,
    document.body,
  );
}
