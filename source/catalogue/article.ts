// The indefinite article English puts before words, for messages built from kind names. Pure.

/** Words with their indefinite article: "an indicator", "a hoshin", "a user", "an update". */
export function withArticle(words: string): string {
  return `${/^(?:[aeio]|u(?!s|ni))/i.test(words) ? 'an' : 'a'} ${words}`;
}
