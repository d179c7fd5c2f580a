// The excerpt made for an article whose excerpt was left empty: its first paragraph's words, without Markdown.
import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, excerptFrom, withExcerpt } from './article-excerpt';

describe("an article's excerpt made from its body", () => {
  it('is the first paragraph as plain text: no marks, no link addresses, line breaks as spaces', () => {
    const body =
      '## Cup final\n\n![The team](/uploads/a-1600.webp)\n\nThe **U16 girls** won the\n[Port Moresby Cup](https://league.example) on *Saturday*.\n\nSecond paragraph.';
    expect(excerptFrom(body, 'Title')).toBe('The U16 girls won the Port Moresby Cup on Saturday.');
  });

  it('is cut at a word with an ellipsis when the paragraph is long', () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    const excerpt = excerptFrom(words, 'Title');
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_LENGTH);
    expect(excerpt).toMatch(/^word0 word1 .* word\d+…$/);
    expect(words.startsWith(excerpt.slice(0, -1))).toBe(true);
  });

  it('takes the first words of any kind when there is no paragraph, and the title when there are none', () => {
    expect(excerptFrom('# Results\n\n- Won 54-40', 'Title')).toBe('Won 54-40');
    expect(excerptFrom('# Results', 'Title')).toBe('Results');
    expect(excerptFrom('![](/uploads/a-1600.webp)', 'Match day photos')).toBe('Match day photos');
  });

  it('is made only when the excerpt is empty', () => {
    expect(withExcerpt({ title: 'T', excerpt: 'Typed by staff.', content: 'Body.' }).excerpt).toBe('Typed by staff.');
    expect(withExcerpt({ title: 'T', excerpt: '  ', content: 'Body *here*.' }).excerpt).toBe('Body here.');
    expect(withExcerpt({ title: 'T', content: 'Body.' }).excerpt).toBe('Body.');
  });
});
