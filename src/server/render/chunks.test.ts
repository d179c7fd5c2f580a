import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chunkPreloads } from './chunks';
import { fillTemplate } from './template';

const dist = mkdtempSync(join(tmpdir(), 'club-chunks-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
mkdirSync(join(dist, '.vite'));
const manifest = {
  'index.html': { file: 'assets/index-AAAAAAAA.js', isEntry: true, imports: ['_shared-BBBBBBBB.js'] },
  '_shared-BBBBBBBB.js': { file: 'assets/shared-BBBBBBBB.js' },
  'src/client/features/public/landing-page.tsx': {
    file: 'assets/landing-page-CCCCCCCC.js',
    isDynamicEntry: true,
    imports: ['_shared-BBBBBBBB.js', '_form-DDDDDDDD.js', '_icons-EEEEEEEE.js'],
  },
  '_form-DDDDDDDD.js': { file: 'assets/form-DDDDDDDD.js', imports: ['_icons-EEEEEEEE.js'] },
  '_icons-EEEEEEEE.js': { file: 'assets/icons-EEEEEEEE.js' },
};
writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));

describe('chunkPreloads', () => {
  const preloads = chunkPreloads(dist);

  it('lists a page chunk and everything it imports statically, minus what the entry already loads', () => {
    expect(preloads('src/client/features/public/landing-page.tsx')).toEqual([
      '/assets/landing-page-CCCCCCCC.js',
      '/assets/form-DDDDDDDD.js',
      '/assets/icons-EEEEEEEE.js',
    ]);
  });

  it('hints nothing for an unknown module or none', () => {
    expect(preloads('src/client/features/public/gallery-page.tsx')).toEqual([]);
    expect(preloads(undefined)).toEqual([]);
  });

  it('hints nothing without a build', () => {
    expect(chunkPreloads(join(dist, 'missing'))('src/client/features/public/landing-page.tsx')).toEqual([]);
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
        preloads: ['/assets/landing-page-CCCCCCCC.js'],
      },
      'state-id',
      'Club',
    );
    expect(page).toContain('<title>News &amp; &quot;Views&quot; &lt;b&gt; | Club</title>');
    expect(page).toContain('<meta name="description" content="A $&amp; description" />');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-page-CCCCCCCC.js" />');
    expect(page).toContain('<div id="root"><p>$1 app</p></div>');
    expect(page).not.toContain('</script><script>alert(1)');
    const json = /<script type="application\/json" id="state-id">(.*)<\/script>/.exec(page)![1]!;
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>' });
  });
});
