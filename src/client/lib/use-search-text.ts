import { useSearchParams } from 'wouter';

/**
 * A page's filter text kept in the URL (`?q=`), so a filtered list can be shared and renders the same on the
 * server; typing replaces the history entry instead of adding one per key.
 */
export function useSearchText(): [string, (text: string) => void] {
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const setText = (next: string) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('q', next);
        else updated.delete('q');
        return updated;
      },
      { replace: true },
    );
  };
  return [text, setText];
}
