/**
 * Not text: C0 and C1 controls (Unicode Cc), noncharacters and lone surrogate halves, parse errors
 * for HTML (HTML « Preprocessing the input stream ») and unsafe in an e-mail header.
 */
const NOT_TEXT = /[\p{Cc}\p{Noncharacter_Code_Point}\p{Cs}]/gu
const NOT_TEXT_BUT_LINES = /(?![\t\n\r])[\p{Cc}\p{Noncharacter_Code_Point}\p{Cs}]/gu

/** `text` without what is not text; `keepLines` keeps tab, line feed and carriage return. */
export function stripControlCharacters(text: string, { keepLines = false } = {}): string {
  return text.replace(keepLines ? NOT_TEXT_BUT_LINES : NOT_TEXT, '')
}
