// What the article editor's toolbar does to the text: each takes the text and the selection and answers
// the new text and the selection to leave, so the writer can go on typing where they were. Marks go around words,
// not around the spaces a double-click selects with them ('**word** ', which Markdown reads as bold, not
// '**word **', which it does not). Block marks (heading, list, quote) go at the start of each selected line, with a
// blank line around the block so the text beside it stays a paragraph of its own.

export type Edit = { text: string; start: number; end: number };

/** Bold (`**`), italic (`*`): marks the selection, or removes the marks it already has; with none, a placeholder. */
export function toggleWrap(text: string, start: number, end: number, mark: string, placeholder: string): Edit {
  const selected = text.slice(start, end);
  const m = mark.length;
  if (selected.length >= 2 * m && selected.startsWith(mark) && selected.endsWith(mark)) {
    const inner = selected.slice(m, -m);
    return { text: text.slice(0, start) + inner + text.slice(end), start, end: start + inner.length };
  }
  if (text.slice(start - m, start) === mark && text.slice(end, end + m) === mark) {
    return { text: text.slice(0, start - m) + selected + text.slice(end + m), start: start - m, end: end - m };
  }
  const words = selected.trim();
  if (words === '') {
    const inserted = `${mark}${placeholder}${mark}`;
    return {
      text: text.slice(0, start) + inserted + text.slice(end),
      start: start + m,
      end: start + m + placeholder.length,
    };
  }
  const before = selected.length - selected.trimStart().length;
  const after = selected.length - selected.trimEnd().length;
  const from = start + before;
  const to = end - after;
  return {
    text: `${text.slice(0, from)}${mark}${words}${mark}${text.slice(to)}`,
    start: from + m,
    end: to + m,
  };
}

/** The start of the line `at` is on, and the end of the line `to` is on (a selection ending at a line's start ends before it). */
function lineRange(text: string, start: number, end: number) {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const last = end > start && text[end - 1] === '\n' ? end - 1 : end;
  const newline = text.indexOf('\n', last);
  return { from, to: newline === -1 ? text.length : newline };
}

/** A blank line between the block and text on either side, so neither runs into the other. */
function separated(text: string, from: number, to: number, block: string) {
  const before = text.slice(0, from);
  const after = text.slice(to);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const tail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  return { text: `${before}${lead}${block}${tail}${after}`, blockStart: from + lead.length };
}

/**
 * Heading (`## `), list (`- `), quote (`> `): each selected line gets the mark, or loses it when every one has it
 * already. `replaces` is what the mark takes the place of (a heading of another level becomes this one).
 */
export function toggleLinePrefix(text: string, start: number, end: number, prefix: string, replaces?: RegExp): Edit {
  const { from, to } = lineRange(text, start, end);
  const lines = text.slice(from, to).split('\n');
  const written = lines.filter((line) => line.trim() !== '');
  if (written.length > 0 && written.every((line) => line.startsWith(prefix))) {
    const block = lines.map((line) => (line.startsWith(prefix) ? line.slice(prefix.length) : line)).join('\n');
    const removed = prefix.length;
    return start === end
      ? {
          text: text.slice(0, from) + block + text.slice(to),
          start: Math.max(from, start - removed),
          end: Math.max(from, start - removed),
        }
      : { text: text.slice(0, from) + block + text.slice(to), start: from, end: from + block.length };
  }
  const marked = lines.map((line) =>
    line.trim() === '' && lines.length > 1 ? line : prefix + (replaces ? line.replace(replaces, '') : line),
  );
  const block = marked.join('\n');
  const { text: next, blockStart } = separated(text, from, to, block);
  if (start === end) {
    // The caret stays in the words it was in (moved by what the mark added), never inside the mark.
    const grown = marked[0]!.length - lines[0]!.length;
    const caret = blockStart + Math.max(prefix.length, start - from + grown);
    return { text: next, start: caret, end: caret };
  }
  return { text: next, start: blockStart, end: blockStart + block.length };
}

/** A link on the selected words (or a placeholder), its address selected for typing or pasting. */
export function insertLink(text: string, start: number, end: number): Edit {
  const words = text.slice(start, end).trim() || 'link text';
  const address = 'https://';
  const link = `[${escapeLabel(words)}](${address})`;
  const at = start + link.length - address.length - 1;
  return { text: text.slice(0, start) + link + text.slice(end), start: at, end: at + address.length };
}

/** A picture of the site as a block of its own, in place of the selection; the caret after it. */
export function insertPicture(text: string, start: number, end: number, url: string, alt: string): Edit {
  const block = `![${escapeLabel(alt.replace(/\s+/g, ' ').trim())}](${url})`;
  const { text: next, blockStart } = separated(text, start, end, block);
  const caret = blockStart + block.length;
  return { text: next, start: caret, end: caret };
}

/** Brackets in words between [ and ] would end them early: Markdown reads them escaped. */
const escapeLabel = (words: string) => words.replace(/([[\]\\])/g, '\\$1');

/** A list item's start: its indent, its mark ('- ', '* ', '+ ' or '1. ', '1) ') and what follows on the line. */
const LIST_ITEM = /^(\s*)(?:([-*+])|(\d{1,9})([.)]))\s+/;

/**
 * Enter in a list item, as in a word processor: the next line starts with the same mark, a numbered list's counting
 * up ('1. ' then '2. '). Enter on an item with nothing in it ends the list: its mark goes, and the writer goes on
 * after a blank line.
 * Null where Enter is only a new line: outside a list, with a selection, or before the item's mark.
 */
export function continueList(text: string, start: number, end: number): Edit | null {
  if (start !== end) return null;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', start) === -1 ? text.length : text.indexOf('\n', start);
  const line = text.slice(lineStart, lineEnd);
  const item = LIST_ITEM.exec(line);
  if (!item || start < lineStart + item[0].length) return null;
  if (line.slice(item[0].length).trim() === '') {
    // The mark gives way to a blank line: a line right under an item would still belong to it in Markdown.
    const at = lineStart + 1;
    return { text: `${text.slice(0, lineStart)}\n${text.slice(lineEnd)}`, start: at, end: at };
  }
  const [, indent, bullet, number, delimiter] = item;
  const mark = bullet ? `${bullet} ` : `${Number(number) + 1}${delimiter} `;
  const inserted = `\n${indent}${mark}`;
  const at = start + inserted.length;
  return { text: text.slice(0, start) + inserted + text.slice(end), start: at, end: at };
}
