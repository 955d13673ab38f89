import type { DetailedHTMLProps, HTMLAttributes } from 'react';

// Other widgets render `<stay-modify-banner>` in their JSX (DOM composition, issue 18 contract): its type.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'stay-modify-banner': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { 'data-label'?: string };
    }
  }
}
