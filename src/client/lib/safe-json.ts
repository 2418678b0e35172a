const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that is safe as the text of a <script> element: `</script>` or `<!--` inside a string cannot end the
 * element, and the line separators U+2028/2029 cannot break older parsers. JSON.parse reads it back unchanged.
 */
export function safeJsonForScript(value: unknown): string {
  return JSON.stringify(value ?? null).replace(UNSAFE, (char) => ESCAPES[char]!);
}
