/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two adjacent letters each
 * count one edit ('devner' -> 'denver' is one). PostgreSQL's fuzzystrmatch has Levenshtein only, where a swap costs
 * two. Stops early and answers `limit + 1` once the distance must exceed `limit`: the callers only ask "within k".
 */
export function editDistance(a: string, b: string, limit = Math.max(a.length, b.length)): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/** The edits a typed word may carry and still match (issue 24): none up to 4 letters, one for 5-8, two for 9+. */
export function allowedEdits(word: string): number {
  const length = [...word].length;
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/** Whether `typed` is within its allowed edits of `known`. */
export function withinTypo(typed: string, known: string): boolean {
  const allowed = allowedEdits(typed);
  return allowed > 0 && editDistance(typed, known, allowed) <= allowed;
}
