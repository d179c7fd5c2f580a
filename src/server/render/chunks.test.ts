import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chunkPreloads } from './chunks';
import { fillTemplate } from './template';

const dist = mkdtempSync(join(tmpdir(), 'club-chunks-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
mkdirSync(join(dist, 'assets'));
const files: Record<string, string> = {
  'index-AAAAAAAA.js': 'import{a}from"./shared-BBBBBBBB.js";',
  'shared-BBBBBBBB.js': 'export const a=1;',
  'landing-page-CCCC_-1C.js':
    'import{a}from"./shared-BBBBBBBB.js";import{b}from"./form-DDDDDDDD.js";import"./icons-EEEEEEEE.js";',
  'form-DDDDDDDD.js': 'import{c}from"./icons-EEEEEEEE.js";export const b=2;',
  'icons-EEEEEEEE.js': 'export const c=3;',
  'landing-page-extra-FFFFFFFF.js': 'export const d=4;',
};
for (const [name, code] of Object.entries(files)) writeFileSync(join(dist, 'assets', name), code);
const template =
  '<head><!--app-head--><script type="module" crossorigin src="/assets/index-AAAAAAAA.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/shared-BBBBBBBB.js"></head>';

describe('chunkPreloads', () => {
  const preloads = chunkPreloads(dist, template);

  it('lists a page chunk and everything it imports statically, minus what the template already loads', () => {
    expect(preloads('landing-page')).toEqual([
      '/assets/landing-page-CCCC_-1C.js',
      '/assets/form-DDDDDDDD.js',
      '/assets/icons-EEEEEEEE.js',
    ]);
  });

  it('hints nothing for an unknown chunk or none', () => {
    expect(preloads('gallery-page')).toEqual([]);
    expect(preloads(undefined)).toEqual([]);
  });

  it('hints nothing without a build', () => {
    expect(chunkPreloads(join(dist, 'missing'), template)('landing-page')).toEqual([]);
  });
});

describe('fillTemplate', () => {
  it('writes the head, the app and the state, escaping what could break out of them', () => {
    const page = fillTemplate(
      '<head><!--app-head--></head><div id="root"><!--app-html--></div><!--app-state-->',
      {
        title: 'News & "Views" <b>',
        description: 'A $& description',
        html: '<p>$1 app</p>',
        state: { text: '</script><script>alert(1)</script>' },
        preloads: ['/assets/landing-page-CCCC_-1C.js'],
      },
      'state-id',
      'Club',
    );
    expect(page).toContain('<title>News &amp; &quot;Views&quot; &lt;b&gt; | Club</title>');
    expect(page).toContain('<meta name="description" content="A $&amp; description" />');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-page-CCCC_-1C.js" />');
    expect(page).toContain('<div id="root"><p>$1 app</p></div>');
    expect(page).not.toContain('</script><script>alert(1)');
    const json = /<script type="application\/json" id="state-id">(.*)<\/script>/.exec(page)![1]!;
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>' });
  });
});
