import type english from './messages/en.json';

/** The booking search's texts in the page language, handed to its parts (they know no catalogue). */
export type SearchTexts = (id: keyof typeof english, values?: Record<string, string | number>) => string;
