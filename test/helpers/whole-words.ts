// Whether names were shortened only at a word: every word shown is a whole word of one of the
// names, or a whole word followed by the cut mark (the punctuation that joined it to the next
// word may be left out before the mark).
const JOINERS = /[\s,;:·–—(-]+$/u;

/** The words that may be shown of `names`: each whole, and without the punctuation that ends it. */
export function wordsOf(names: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const name of names) {
    for (const word of name.split(/\s+/)) {
      if (word === '') continue;
      words.add(word);
      words.add(word.replace(JOINERS, ''));
    }
  }
  return words;
}

/** The tokens of `shown` that are not a whole word of `names` (nor one ending in `ellipsis`): the words cut inside. */
export function cutWords(shown: readonly string[], names: readonly string[], ellipsis = '…'): string[] {
  const words = wordsOf(names);
  return shown.filter((token) => {
    if (words.has(token)) return false;
    return !(token.endsWith(ellipsis) && words.has(token.slice(0, -ellipsis.length)));
  });
}
