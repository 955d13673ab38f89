import { createContext, useContext } from 'react';
import type { Language } from '../domain/languages';

/** What every widget may know about where it runs, offered once by defineWidget (DESIGN.md §3). */
export interface WidgetEnvironment {
  tag: string;
  language: Language;
  direction: 'ltr' | 'rtl';
  authorMode: boolean;
  /** CMS content-root prefix of paths (content spec §2), '' on the public site. */
  contentRoot: string;
}

export const WidgetEnvironmentContext = createContext<WidgetEnvironment>({
  tag: 'stay-unknown',
  language: 'en',
  direction: 'ltr',
  authorMode: false,
  contentRoot: '',
});

export function useWidgetEnvironment(): WidgetEnvironment {
  return useContext(WidgetEnvironmentContext);
}
