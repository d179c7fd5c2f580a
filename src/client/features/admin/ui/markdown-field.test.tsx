// The article editor: its toolbar acts on the text area's selection and leaves the writer typing where
// they were; its Preview tab shows what the server renders, in the public page's body component; its picture button
// inserts one of the site's pictures with a description. The server's answers are stubbed at fetch, as in the
// other component tests: the preview's is what the server answers for this text (src/server/routes/articles.test.ts).
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadList } from '../../../../shared/upload-list';
import { createQueryClient } from '../../../lib/query-client';
import { MarkdownField } from './markdown-field';

const PICTURES: UploadList = {
  images: [
    { url: '/uploads/0b6f3c1e-1a2b-4c3d-8e9f-0123456789ab-a-1600.webp', uploadedAt: '2026-03-05T01:00:00.000Z' },
    { url: '/uploads/1c7a4d2f-2b3c-4d5e-9f0a-123456789abc-a-1024.webp', uploadedAt: '2026-03-04T01:00:00.000Z' },
  ],
  nextPage: null,
};

/** What the editor asked the server for. */
let previews: unknown[] = [];

function stubServer() {
  previews = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/admin/news/preview' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { content: string };
        previews.push(body);
        return Response.json({ html: '<h2>Cup final</h2>\n<p>The <strong>girls</strong> won.</p>\n' });
      }
      if (url === '/api/admin/uploads') return Response.json(PICTURES);
      return new Response('{"message":"Not found"}', { status: 404 });
    }),
  );
}
afterEach(() => vi.unstubAllGlobals());

function Article({ content }: { content: string }) {
  const form = useForm({ defaultValues: { content } });
  return (
    <form>
      <MarkdownField form={form} name="content" label="Content" />
    </form>
  );
}

function renderEditor(content: string) {
  stubServer();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Article content={content} />
    </QueryClientProvider>,
  );
  return screen.getByLabelText('Content') as HTMLTextAreaElement;
}

const selected = (text: HTMLTextAreaElement) => text.value.slice(text.selectionStart, text.selectionEnd);

describe('the toolbar', () => {
  it('makes the selected words bold, keeping them selected in the text area', async () => {
    const user = userEvent.setup();
    const text = renderEditor('We won the final');
    text.focus();
    text.setSelectionRange(3, 6);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(text.value).toBe('We **won** the final');
    expect(selected(text)).toBe('won');
    expect(document.activeElement).toBe(text);
    // Pressed again, the marks go.
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(text.value).toBe('We won the final');
  });

  it('makes the line the caret is on a heading, set apart from the paragraph around it', async () => {
    const user = userEvent.setup();
    const text = renderEditor('Intro.\nThe final\nMore.');
    text.focus();
    text.setSelectionRange(10, 10);
    await user.click(screen.getByRole('button', { name: 'Heading' }));
    expect(text.value).toBe('Intro.\n\n## The final\n\nMore.');
    expect(text.selectionStart).toBe(14);
  });

  it('works from the keyboard: Tab to a button, Enter presses it; Left and Right move along the toolbar', async () => {
    const user = userEvent.setup();
    const text = renderEditor('Mary\nRuth');
    text.focus();
    text.setSelectionRange(0, text.value.length);
    await user.tab({ shift: true });
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(document.activeElement).toBe(within(toolbar).getByRole('button', { name: 'Picture' }));
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(within(toolbar).getByRole('button', { name: 'Bulleted list' }));
    await user.keyboard('{Enter}');
    expect(text.value).toBe('- Mary\n- Ruth');
    expect(document.activeElement).toBe(text);
  });

  it('has a 44 px target and a name for every button', () => {
    renderEditor('');
    const buttons = within(screen.getByRole('toolbar', { name: 'Formatting' })).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Bold',
      'Italic',
      'Heading',
      'Bulleted list',
      'Link',
      'Quote',
      'Picture',
    ]);
    for (const button of buttons) expect(button.className).toMatch(/\bh-11\b.*\bw-11\b/);
  });
});

describe('Enter in a list', () => {
  it("continues a '- ' list, and Enter on its empty item ends it", async () => {
    const user = userEvent.setup();
    const text = renderEditor('');
    await user.type(text, 'Bring:{Enter}- water{Enter}boots{Enter}{Enter}See you there.');
    expect(text.value).toBe('Bring:\n- water\n- boots\n\nSee you there.');
  });

  it("counts a '1. ' list up", async () => {
    const user = userEvent.setup();
    const text = renderEditor('');
    await user.type(text, '1. Warm up{Enter}Drills{Enter}Game{Enter}{Enter}Done.');
    expect(text.value).toBe('1. Warm up\n2. Drills\n3. Game\n\nDone.');
  });

  it("keeps an indented item's indent", async () => {
    const user = userEvent.setup();
    const text = renderEditor('- Team\n  - Kila');
    text.focus();
    text.setSelectionRange(text.value.length, text.value.length);
    await user.keyboard('{Enter}Tau');
    expect(text.value).toBe('- Team\n  - Kila\n  - Tau');
  });

  it('is only a new line outside a list, with Shift, and before the mark', async () => {
    const user = userEvent.setup();
    const text = renderEditor('');
    await user.type(text, 'A win{Enter}- one{Shift>}{Enter}{/Shift}two');
    expect(text.value).toBe('A win\n- one\ntwo');
    text.setSelectionRange(6, 6);
    await user.keyboard('{Enter}');
    expect(text.value).toBe('A win\n\n- one\ntwo');
  });
});

describe('the Preview tab', () => {
  it("shows the server's rendering of the text as typed, in the article body's look", async () => {
    const user = userEvent.setup();
    const text = renderEditor('');
    await user.type(text, '## Cup final{Enter}{Enter}The **girls** won.');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const panel = screen.getByRole('tabpanel', { name: 'Preview' });
    expect(await within(panel).findByRole('heading', { level: 2, name: 'Cup final' })).toBeTruthy();
    expect(within(panel).getByText('girls').tagName).toBe('STRONG');
    expect(previews).toEqual([{ content: '## Cup final\n\nThe **girls** won.' }]);
    // Back to writing: the text is as it was.
    await user.click(screen.getByRole('tab', { name: 'Write' }));
    expect(text.value).toBe('## Cup final\n\nThe **girls** won.');
  });
});

describe('the picture button', () => {
  it('inserts a chosen picture of the site with its description, once it has one', async () => {
    const user = userEvent.setup();
    const text = renderEditor('Before.\nAfter.');
    text.focus();
    text.setSelectionRange(7, 7);
    await user.click(screen.getByRole('button', { name: 'Picture' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a picture' });
    await user.click(await within(dialog).findByRole('button', { name: 'Picture 1, uploaded 5 March 2026' }));
    await user.click(within(dialog).getByRole('button', { name: 'Insert picture' }));
    expect(await within(dialog).findByText('Describe the picture for people who cannot see it')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Describe the picture'), 'The U16 girls with the cup{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(text.value).toBe(`Before.\n\n![The U16 girls with the cup](${PICTURES.images[0]!.url})\n\nAfter.`);
  });
});
