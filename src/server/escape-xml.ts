// Text for XML files (the sitemap, the news feed). Besides the special characters, XML 1.0 cannot hold control
// characters or a lone half of a surrogate pair at all, escaped or not: one pasted into a title would make the whole
// file unreadable to a parser, so they are dropped.
import { escapeHtml } from './escape-html';

const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** `text` as XML character data or a double-quoted attribute value. */
export const escapeXml = (text: string): string => escapeHtml(text.replace(NOT_XML, ''));
