import { useEffect, useState } from 'react';
import { apiPaths } from '#shared/api-paths.js';
import { SUGGEST_MIN_CHARS, type Suggestion } from '#shared/search-options.js';
import { apiGet } from '../../lib/api.js';

/** A pause in typing before asking: one request per word typed, not per key. */
const TYPING_PAUSE_MS = 150;

/**
 * The suggestions for `text`, asked after a pause in typing; a request the next keystroke makes stale is aborted,
 * so an older answer never replaces a newer one. A failed request shows no suggestions (the box still searches).
 */
export function useSuggestions(text: string, enabled: boolean): Suggestion[] {
  const [shown, setShown] = useState<{ for: string; list: Suggestion[] }>({ for: '', list: [] });
  const q = text.trim();
  const wanted = enabled && q.length >= SUGGEST_MIN_CHARS;
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiGet<{ suggestions: Suggestion[] }>(apiPaths.suggest(q), { signal: controller.signal })
        .then((answer) => setShown({ for: q, list: answer.suggestions }))
        .catch(() => {
          if (!controller.signal.aborted) setShown({ for: q, list: [] });
        });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, wanted]);
  return wanted ? shown.list : [];
}
