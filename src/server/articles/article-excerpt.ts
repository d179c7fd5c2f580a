// The excerpt an article gets when staff leave it empty: the words of its first paragraph, as plain text
// (no Markdown marks, no link addresses), cut at a word near EXCERPT_LENGTH with an ellipsis. The cards, link
// previews and search engines show it, so it never carries Markdown or HTML.
import type { Token } from 'markdown-it';
import { parseArticle } from './markdown';

/** About two lines of a card, and what link previews show before cutting it themselves. */
export const EXCERPT_LENGTH = 200;

/** The words of a run of inline tokens: text and code as typed, a line break as a space, pictures left out. */
function wordsOf(tokens: readonly Token[]): string {
  return tokens
    .map((token) =>
      token.type === 'text' || token.type === 'code_inline'
        ? token.content
        : token.type === 'softbreak' || token.type === 'hardbreak'
          ? ' '
          : '',
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cut at the last space that leaves room for the ellipsis (or mid-word, for one very long word). */
function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  const cut = space > max / 2 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s,;:.!?-]+$/, '')}…`;
}

/**
 * The first paragraph's words; for a body without one (a heading and a picture), its first words of any kind; for
 * one without words at all, `fallback` (the title).
 */
export function excerptFrom(text: string, fallback: string, max = EXCERPT_LENGTH): string {
  const tokens = parseArticle(text);
  const inline = (after: (token: Token) => boolean) =>
    tokens.find(
      (token, i) => token.type === 'inline' && i > 0 && after(tokens[i - 1]!) && wordsOf(token.children ?? []),
    );
  const first = inline((open) => open.type === 'paragraph_open') ?? inline(() => true);
  return shortened(first ? wordsOf(first.children ?? []) : fallback.trim(), max);
}

/** News writes' `prepare` (routes/content.ts), on create and update alike: an empty excerpt is made from the body. */
export function withExcerpt<T extends Record<string, unknown>>(values: T): T & { excerpt: string } {
  const typed = typeof values.excerpt === 'string' ? values.excerpt.trim() : '';
  return {
    ...values,
    excerpt: typed || excerptFrom(String(values.content ?? ''), String(values.title ?? '')),
  };
}
