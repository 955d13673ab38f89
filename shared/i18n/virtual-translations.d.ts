/** The build's translation indexes (scripts/build/translation-index.ts). */
declare module 'virtual:stay-translations' {
  export const translationIndexes: Record<string, () => Promise<{ default: Record<string, () => Promise<unknown>> }>>;
}
