// An article's body is Markdown (ADR 046), read here and nowhere else: by the article page's render, the
// portal's preview and the excerpt an article gets when staff leave it empty. Only the server loads this code, so
// no Markdown library reaches a visitor's browser.
//
// The parser is markdown-it's CommonMark preset with raw HTML off: anything typed between angle brackets shows as
// the text it is. Links keep to the schemes a visitor's browser can follow safely; the rest stay words.
import MarkdownIt, { type Token } from 'markdown-it';

/** Schemes a link may have; anything else (javascript:, data:, vbscript:, file:, ...) is no link at all. */
const LINK_SCHEMES = /^(https?:\/\/|mailto:|tel:)/i;
/** A path on this site ('/news/cup-final'), a place on the page ('#results'); not '//host', another site. */
const SITE_PATH = /^(\/(?!\/)|#)/;

/** The token an image standing on its own becomes: a picture between paragraphs, not inside one. */
export const ARTICLE_IMAGE = 'article_image';

export type ArticleImage = { src: string; alt: string };

/**
 * Paragraphs holding a picture are split around it, so each picture stands between blocks (a framed picture is a
 * block; inside a <p> the browser would break the paragraph apart). A picture inside a link or emphasis stays
 * where it is and is rendered as its description. A heading of level 1 becomes level 2: the page's title is the
 * one h1.
 */
function articleBlocks(state: { tokens: Token[]; Token: typeof Token }) {
  const out: Token[] = [];
  const tokens = state.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type.startsWith('heading_') && token.tag === 'h1') token.tag = 'h2';
    const inline = tokens[i + 1];
    const close = tokens[i + 2];
    const split =
      token.type === 'paragraph_open' &&
      inline?.type === 'inline' &&
      close?.type === 'paragraph_close' &&
      inline.children?.some((child) => child.type === 'image');
    if (!split) {
      out.push(token);
      continue;
    }
    let run: Token[] = [];
    const flush = () => {
      const trimmed = trimBreaks(run);
      run = [];
      if (trimmed.length === 0) return;
      const words = Object.assign(new state.Token('inline', '', 0), { map: inline.map, children: trimmed });
      out.push(token, words, close);
    };
    let depth = 0;
    for (const child of inline.children!) {
      depth += child.nesting;
      if (child.type === 'image' && depth === 0 && child.nesting === 0) {
        flush();
        const image = new state.Token(ARTICLE_IMAGE, '', 0);
        image.block = true;
        image.level = token.level;
        image.hidden = false;
        image.meta = { image: child };
        out.push(image);
      } else {
        run.push(child);
      }
    }
    flush();
    i += 2;
  }
  state.tokens = out;
}

const isBreak = (token: Token) =>
  token.type === 'softbreak' || token.type === 'hardbreak' || (token.type === 'text' && token.content.trim() === '');

/** Line breaks and blanks at either end of what was beside a picture go with it. */
function trimBreaks(tokens: Token[]): Token[] {
  let start = 0;
  let end = tokens.length;
  while (start < end && isBreak(tokens[start]!)) start++;
  while (end > start && isBreak(tokens[end - 1]!)) end--;
  return tokens.slice(start, end);
}

function createParser() {
  // breaks: a single line break stays a line break, as articles typed before Markdown showed them.
  const md = new MarkdownIt('commonmark', { html: false, breaks: true, linkify: false, typographer: false });
  // Indented text stays text: plain-text articles indented a paragraph now and then, and code is no club news.
  md.disable(['code', 'fence']);
  md.validateLink = (url) => LINK_SCHEMES.test(url) || SITE_PATH.test(url);
  md.core.ruler.push('article_blocks', articleBlocks);
  return md;
}

/** The one parser: its rules and options never change after this. */
export const markdown = createParser();

/** A picture's description as plain text (markup in it stripped, as CommonMark says alt text is made). */
export const altText = (image: Token): string =>
  markdown.renderer.renderInlineAsText(image.children ?? [], markdown.options as never, {});

/** The blocks of an article's body, as the renderer and the excerpt read them. */
export const parseArticle = (text: string): Token[] => markdown.parse(text, {});
