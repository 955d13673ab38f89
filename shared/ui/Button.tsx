import type { ComponentPropsWithRef } from 'react';

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'type'> {
  /** `button` unless the button submits its form. */
  type?: 'button' | 'submit';
}

/**
 * The button every widget renders (DESIGN.md §2): a native `<button>`, so Enter, Space, focus and
 * its role come from the browser, that is a plain button unless it says `submit`: the CMS may put
 * a widget inside a form of its own, which a `<button>` without a type would submit. Looks stay
 * with the widget (`className`); the ref reaches the DOM button (roving focus moves it).
 */
export function Button({ type = 'button', ...props }: ButtonProps) {
  return <button type={type} {...props} />;
}
