import { createContext, useContext } from 'react';
import type { Language } from '../i18n/languages';

/** What every widget may know about where it runs, offered once by defineWidget (DESIGN.md §3). */
export interface WidgetEnvironment {
  tag: string;
  language: Language;
  direction: 'ltr' | 'rtl';
  authorMode: boolean;
}

export const WidgetEnvironmentContext = createContext<WidgetEnvironment>({
  tag: 'stay-unknown',
  language: 'en',
  direction: 'ltr',
  authorMode: false,
});

export function useWidgetEnvironment(): WidgetEnvironment {
  return useContext(WidgetEnvironmentContext);
}
