/**
 * Tab ids are generated from the tab titles (content spec §2 "Tabs"), so that a URL fragment
 * such as `#rates-and-fees` or `#房型与价格` opens a tab. Pure functions: the caller says which
 * ids the page already uses.
 */

/** Apostrophes join a word ("don't" → "dont"); every other punctuation mark or symbol separates words. */
const APOSTROPHES = /['’ʼ]/gu;
const SEPARATORS = /[^\p{L}\p{M}\p{N}]+/gu;

/**
 * The fragment-friendly form of a title: Unicode letters (with their combining marks, which
 * Arabic vowel signs and Indic scripts need) and numbers kept, Latin lower-cased, runs of
 * spaces and punctuation turned into one hyphen. NFKC folds full-width Latin and digits
 * (common in CJK text) to their plain forms. Empty when the title has no letter or number.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKC')
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .replace(SEPARATORS, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * One id per title, in order: the slug, or `tab-<position>` when nothing is left of the title;
 * an id already taken on the page, or by an earlier title of the list, gets `-2`, `-3`, ...
 */
export function tabIds(titles: readonly string[], isTaken: (id: string) => boolean = () => false): string[] {
  const assigned = new Set<string>();
  return titles.map((title, index) => {
    const base = slugify(title) || `tab-${index + 1}`;
    let id = base;
    for (let suffix = 2; assigned.has(id) || isTaken(id); suffix += 1) id = `${base}-${suffix}`;
    assigned.add(id);
    return id;
  });
}
