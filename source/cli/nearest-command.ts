// The command a mistyped word most likely meant (`hoshin lsit` → list), by leven's edit distance.
import leven from 'leven';

/** The names within two edits of the word, the closest first; a word of 2 letters or fewer gets none. */
export function nearestCommands(word: string, names: readonly string[]): string[] {
  if (word.length <= 2) return [];
  const typed = word.toLowerCase();
  return names
    .map((name) => ({ name, distance: leven(typed, name) }))
    .filter(({ distance }) => distance <= 2)
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
    .map(({ name }) => name);
}
