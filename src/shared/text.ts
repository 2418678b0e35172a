/**
 * Characters that change how text is shown without being seen. Every Unicode format character (category Cf): the
 * bidirectional overrides and isolates (which can make 'Official Vet' read as something else, or reorder a phone
 * number), zero-width spaces and joiners (which make two names look identical yet differ), the soft hyphen,
 * invisible operators, tag characters and the rest. Also the line and paragraph separators (a name on two lines),
 * the combining grapheme joiner, and the Hangul fillers, letters drawn as nothing (a name that looks empty). A name
 * shown to other people must be what it looks like.
 */
const HIDDEN_FORMATTING = /[\p{Cf}\p{Zl}\p{Zp}\u034f\u115f\u1160\u3164\uffa0]/u;
const HIDDEN_FORMATTING_EVERYWHERE = new RegExp(HIDDEN_FORMATTING.source, 'gu');
/** Runs of spaces, tabs, line breaks and other control characters. */
const SPACE_OR_CONTROL_RUN = /[\p{White_Space}\p{Cc}]+/gu;

export const hasHiddenFormatting = (text: string) => HIDDEN_FORMATTING.test(text);

export const hiddenFormattingMessage = (label: string) => `${label} must not contain invisible or text-direction characters`;

/**
 * The clean-up of a name typed elsewhere (an account provider's profile), where refusing is not an option: control
 * characters and line breaks become a space, hidden formatting goes, spaces collapse to one and the ends are
 * trimmed. What remains passes the rule typed names are held to.
 */
export const withoutHiddenCharacters = (text: string) =>
  text.replace(SPACE_OR_CONTROL_RUN, ' ').replace(HIDDEN_FORMATTING_EVERYWHERE, '').replace(/ {2,}/g, ' ').trim();
