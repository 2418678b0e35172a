/**
 * Characters that change how text is shown without being seen: bidirectional overrides and isolates (which can
 * make 'Official Vet' read as something else, or reorder a phone number) and zero-width characters (which make two
 * names look identical yet differ). A name shown to other people must be what it looks like.
 */
const HIDDEN_FORMATTING = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

export const hasHiddenFormatting = (text: string) => HIDDEN_FORMATTING.test(text);

export const hiddenFormattingMessage = (label: string) => `${label} must not contain invisible or text-direction characters`;
