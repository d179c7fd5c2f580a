// The article toolbar's edits: the text they make and the selection they leave.
import { describe, expect, it } from 'vitest';
import { type Edit, insertLink, insertPicture, toggleLinePrefix, toggleWrap } from './markdown-edits';

/** The text with the selection drawn in it as [ and ], to read the cases at a glance. */
const shown = ({ text, start, end }: Edit) => `${text.slice(0, start)}[${text.slice(start, end)}]${text.slice(end)}`;
/** A text with its selection marked by [ and ]. */
function at(marked: string): [string, number, number] {
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return [marked.replace('[', '').replace(']', ''), start, end];
}

describe('bold and italic', () => {
  const bold = (marked: string) => shown(toggleWrap(...at(marked), '**', 'bold text'));
  it('wrap the selected words, leaving out the spaces selected with them', () => {
    expect(bold('We [won] easily')).toBe('We **[won]** easily');
    expect(bold('We [won ]easily')).toBe('We **[won]** easily');
    expect(shown(toggleWrap(...at('a [word] b'), '*', 'italic text'))).toBe('a *[word]* b');
  });
  it('remove the marks a selection already has, inside or around it', () => {
    expect(bold('We [**won**] easily')).toBe('We [won] easily');
    expect(bold('We **[won]** easily')).toBe('We [won] easily');
  });
  it('insert a selected placeholder where nothing is selected', () => {
    expect(bold('We [] easily')).toBe('We **[bold text]** easily');
  });
});

describe('heading, list and quote', () => {
  const heading = (marked: string) => shown(toggleLinePrefix(...at(marked), '## ', /^#{1,6}\s+/));
  const list = (marked: string) => shown(toggleLinePrefix(...at(marked), '- '));
  it('mark the line the caret is on, keeping the caret in its words', () => {
    expect(heading('The fi[]nal')).toBe('## The fi[]nal');
    expect(heading('### The fi[]nal')).toBe('## The fi[]nal');
  });
  it('set the block apart from the text around it with blank lines', () => {
    expect(heading('Intro.\nThe fi[]nal\nMore.')).toBe('Intro.\n\n## The fi[]nal\n\nMore.');
  });
  it('mark every selected line, and unmark them when all have it', () => {
    expect(list('[Mary\nRuth]')).toBe('[- Mary\n- Ruth]');
    expect(list('[- Mary\n- Ruth]')).toBe('[Mary\nRuth]');
    expect(list('Ma[ry\nRu]th')).toBe('[- Mary\n- Ruth]');
    expect(shown(toggleLinePrefix(...at('[What a game.]'), '> '))).toBe('[> What a game.]');
  });
  it('give an empty line the mark with the caret after it', () => {
    expect(list('Scorers:\n\n[]')).toBe('Scorers:\n\n- []');
  });
});

describe('link and picture', () => {
  it('make a link of the selected words, its address selected to type over', () => {
    expect(shown(insertLink(...at('See [the table] here')))).toBe('See [the table]([https://]) here');
    expect(shown(insertLink(...at('[]')))).toBe('[link text]([https://])');
  });
  it('insert a picture as a block of its own, its description escaped, the caret after it', () => {
    const [text, start, end] = at('Before.[]After.');
    expect(shown(insertPicture(text, start, end, '/uploads/a-1600.webp', 'The [U16]\nteam'))).toBe(
      'Before.\n\n![The \\[U16\\] team](/uploads/a-1600.webp)[]\n\nAfter.',
    );
  });
});
