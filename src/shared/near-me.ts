// A module of its own: the search box loads it only when a search is made (src/client/lib/geolocation.ts).
/**
 * Ways people ask for results around themselves ('vet near me', 'groomers nearby'). One list for the server, which
 * searches the rest of the text and tells the page (`nearMe`), and the search box, which asks the browser for the
 * position when such text is submitted.
 */
const NEAR_ME = /(?:^|[^\p{L}\p{N}])(?:near\s+(?:to\s+)?me|near\s*by|close\s+(?:to\s+me|by)|closest\s+to\s+me|around\s+me)(?=$|[^\p{L}\p{N}])/giu;

/** The text without its 'near me' phrases, and whether it had one. */
export function readNearMe(text: string): { text: string; nearMe: boolean } {
  const rest = text.replace(NEAR_ME, ' ');
  return rest === text ? { text, nearMe: false } : { text: rest.replace(/\s+/g, ' ').trim(), nearMe: true };
}
