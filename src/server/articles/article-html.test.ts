// An article's Markdown as visitors get it (ADR 046): the formatting the toolbar makes, pictures of this site with
// their renditions in a fixed frame, plain-text articles as they looked before, and hostile input made inert. The
// inertness checks read the HTML as a browser builds it (happy-dom's parser), element by element.
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { imageSources } from '../../shared/images';
import { articleHtml } from './article-html';

const SITE = 'https://club.example';
const render = (markdown: string) => articleHtml(markdown, { siteUrl: SITE });

/** The body as a browser parses it. */
function parse(html: string) {
  const window = new Window();
  window.document.body.innerHTML = html;
  return window.document.body;
}

const UPLOAD = '/uploads/0b6f3c1e-1a2b-4c3d-8e9f-0123456789ab-a-1600.webp';

describe('formatting', () => {
  it('makes headings (a level-1 one a level 2: the page title is the h1), bold, italic and quotes', () => {
    const body = parse(render('# Final\n\n## Second half\n\nThe **girls** won *well*.\n\n> What a game.'));
    expect(body.querySelector('h1')).toBeNull();
    expect([...body.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Final', 'Second half']);
    expect(body.querySelector('strong')?.textContent).toBe('girls');
    expect(body.querySelector('em')?.textContent).toBe('well');
    expect(body.querySelector('blockquote p')?.textContent).toBe('What a game.');
  });

  it('makes bulleted and numbered lists', () => {
    const body = parse(render('Scorers:\n\n- Mary\n- Ruth\n\n1. First\n2. Second'));
    expect([...body.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['Mary', 'Ruth']);
    expect([...body.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual(['First', 'Second']);
  });

  it('gives links to other sites rel="noopener", keeps this site\'s links as they are', () => {
    const body = parse(
      render('[Results](https://league.example/table), [tour](/news/tour), [home](https://club.example/news)'),
    );
    const links = [...body.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Results', 'https://league.example/table'],
      ['tour', '/news/tour'],
      ['home', 'https://club.example/news'],
    ]);
    expect(links[0]!.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    expect(links[1]!.hasAttribute('rel')).toBe(false);
    expect(links[2]!.hasAttribute('rel')).toBe(false);
  });
});

describe('pictures', () => {
  it("draws an upload of this site with the cards' renditions, AVIF first, in a fixed frame, lazily", () => {
    const body = parse(render(`Before.\n\n![The U16 girls with the cup](${UPLOAD})\n\nAfter.`));
    const img = body.querySelector('img')!;
    const sources = imageSources(UPLOAD);
    expect(img.getAttribute('src')).toBe(UPLOAD);
    expect(img.getAttribute('srcset')).toBe(sources.srcSet);
    expect(img.getAttribute('sizes')).toBe('(min-width: 768px) 736px, 100vw');
    expect(img.getAttribute('alt')).toBe('The U16 girls with the cup');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(body.querySelector('picture source')?.getAttribute('type')).toBe('image/avif');
    expect(body.querySelector('picture source')?.getAttribute('srcset')).toBe(sources.avifSrcSet);
    // The frame has its shape before the picture arrives; the picture fills it.
    const frame = img.closest('div')!;
    expect(frame.className).toMatch(/\baspect-\[4\/3\]/);
    expect(img.className).toMatch(/\babsolute\b.*\binset-0\b/);
    // A block between paragraphs, not inside one.
    expect(frame.parentElement).toBe(body);
    expect([...body.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Before.', 'After.']);
  });

  it('splits a paragraph around a picture typed inside it', () => {
    const body = parse(render(`We won.\n![Cup](${UPLOAD})\nAll of us.`));
    expect([...body.children].map((element) => element.tagName)).toEqual(['P', 'DIV', 'P']);
  });

  it("draws this site's picture written with its full address, from the path", () => {
    const body = parse(render(`![Cup](${SITE}${UPLOAD})`));
    expect(body.querySelector('img')?.getAttribute('src')).toBe(UPLOAD);
  });

  it('does not fetch pictures of other sites: it links to them in their own words', () => {
    const body = parse(render('![Our jersey](https://shop.example/jersey.jpg)'));
    expect(body.querySelector('img')).toBeNull();
    const link = body.querySelector('a')!;
    expect(link.textContent).toBe('Our jersey');
    expect(link.getAttribute('href')).toBe('https://shop.example/jersey.jpg');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('draws no picture from an address that is not an upload, or an upload spelled in another way', () => {
    for (const markdown of [
      '![Logo](/images/logo.svg)',
      '![Cup](/uploads/../secrets.webp)',
      `![Cup](${UPLOAD.replace('-a-1600', '&#45;a-1600')})`,
    ]) {
      expect(parse(render(markdown)).querySelector('img'), markdown).toBeNull();
    }
  });
});

describe('articles typed before Markdown', () => {
  it('look as they did: a blank line starts a paragraph, a single line break stays a line break', () => {
    const body = parse(render('The girls trailed by six.\n\nThen came the third quarter.\nAnd the fourth.'));
    expect([...body.querySelectorAll('p')].map((p) => p.innerHTML)).toEqual([
      'The girls trailed by six.',
      'Then came the third quarter.<br>\nAnd the fourth.',
    ]);
  });

  it('keep an indented paragraph as text, not as code', () => {
    const body = parse(render('    Indented, as some typed it.\n    Second line.'));
    expect(body.querySelector('pre, code')).toBeNull();
    expect(body.querySelector('p')?.textContent).toBe('Indented, as some typed it.\nSecond line.');
  });

  it('show angle brackets as typed', () => {
    expect(parse(render('Score <50 and >10')).querySelector('p')?.textContent).toBe('Score <50 and >10');
  });
});

/** Attributes that would run or load something, on any element. */
const LIVE_ATTRIBUTE = /^on|^style$|^srcdoc$|^formaction$|^xlink:href$/i;
const LIVE_URL = /^\s*(javascript|data|vbscript|file):/i;
const DANGEROUS_TAGS = ['script', 'iframe', 'svg', 'math', 'object', 'embed', 'style', 'form', 'base', 'meta', 'link'];

const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[x](javascript:alert(1))',
  '[x](JAVASCRIPT:alert(1))',
  '[x](java&#x09;script:alert(1))',
  '[x](  javascript:alert(1))',
  '[x](<javascript:alert(1)>)',
  '<javascript:alert(1)>',
  '[x][ref]\n\n[ref]: javascript:alert(1)',
  '<iframe src="https://evil.example"></iframe>',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![x](data:image/svg+xml,<svg onload=alert(1)>)',
  '![x](data:image/png;base64,iVBORw0KGgo=)',
  '<svg onload=alert(1)>',
  '<!-- <script>alert(1)</script> -->',
  '<!-- --><script>alert(1)</script>',
  '<a href="javascript:alert(1)">x</a>',
  '<p style="position:fixed;inset:0">x</p>',
  '[x](vbscript:msgbox(1))',
  '![x](//evil.example/x.png)',
  '[x](//evil.example)',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<xmp><script>alert(1)</script></xmp>',
  '[x](https://ok.example "a\\" onmouseover=alert(1) b")',
  `![x" onerror="alert(1)](${UPLOAD})`,
];

describe('hostile input', () => {
  for (const markdown of HOSTILE) {
    it(`comes out inert: ${markdown}`, () => {
      const html = render(markdown);
      // Raw HTML shows as the text typed (escaped), never as markup.
      expect(html).not.toMatch(/<(script|iframe|svg|math|style|xmp)/i);
      const body = parse(html);
      for (const tag of DANGEROUS_TAGS) expect(body.querySelector(tag), tag).toBeNull();
      for (const element of body.querySelectorAll('*')) {
        for (const { name, value } of element.attributes) {
          expect(name, `${element.tagName} ${name}`).not.toMatch(LIVE_ATTRIBUTE);
          if (['href', 'src', 'srcset'].includes(name)) {
            expect(value, `${element.tagName} ${name}`).not.toMatch(LIVE_URL);
            // Pictures come from this site only; links leave it only over http(s).
            if (name !== 'href') expect(value).toMatch(/^\/uploads\//);
            else expect(value).toMatch(/^(https?:\/\/|\/(?!\/)|#|mailto:|tel:)/);
          }
        }
      }
    });
  }

  it('keeps what was typed readable: an escaped tag shows as text', () => {
    expect(parse(render('<script>alert(1)</script>')).querySelector('p')?.textContent).toBe(
      '<script>alert(1)</script>',
    );
  });
});

describe('for the news feed (absoluteAt)', () => {
  const ARTICLE = `${SITE}/news/cup-final`;
  const forFeed = (markdown: string) => parse(articleHtml(markdown, { siteUrl: SITE, absoluteAt: ARTICLE }));

  it("makes this site's links and pictures absolute, and leaves other addresses as typed", () => {
    const body = forFeed(
      `[draw](/fixtures), [below](#second-half), [league](https://league.example/t), [mail](mailto:a@club.example)\n\n![Squad](${UPLOAD})`,
    );
    expect([...body.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      `${SITE}/fixtures`,
      `${ARTICLE}#second-half`,
      'https://league.example/t',
      'mailto:a@club.example',
    ]);
    const img = body.querySelector('img');
    expect(img?.getAttribute('src')).toBe(`${SITE}${UPLOAD}`);
    const sources = imageSources(UPLOAD);
    expect(img?.getAttribute('srcset')).toBe(sources.srcSet?.replace(/\/uploads\//g, `${SITE}/uploads/`));
    expect(body.querySelector('source')?.getAttribute('srcset')).toBe(
      sources.avifSrcSet?.replace(/\/uploads\//g, `${SITE}/uploads/`),
    );
  });

  it('keeps hostile input inert, and draws pictures of this site only', () => {
    for (const markdown of HOSTILE) {
      for (const element of forFeed(markdown).querySelectorAll('*')) {
        expect(DANGEROUS_TAGS, markdown).not.toContain(element.tagName.toLowerCase());
        for (const { name, value } of element.attributes) {
          expect(name, markdown).not.toMatch(LIVE_ATTRIBUTE);
          if (name === 'src' || name === 'srcset') expect(value, markdown).toMatch(new RegExp(`^${SITE}/uploads/`));
          if (name === 'href') expect(value, markdown).toMatch(/^(https?:\/\/|mailto:|tel:)/);
        }
      }
    }
  });
});
