// An article's body in the portal: a Markdown text area with a toolbar, and a Preview tab showing the
// server's rendering in the public page's own body component, so what staff see is what visitors will. The
// toolbar acts on the text area's selection (lib/markdown-edits.ts) and gives the focus back to it, and Enter in a
// list starts its next item; its buttons are 44 px targets that wrap onto a second row on a narrow phone rather
// than widening the page.
import { useQuery } from '@tanstack/react-query';
import { Bold, Heading2, ImagePlus, Italic, Link, List, type LucideIcon, Quote } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { type FieldValues, get, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { api } from '../../../../shared/paths';
import { ArticleBody } from '../../../components/ui/article-body';
import { Field, Textarea } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { apiRequest, readableError } from '../../../lib/api';
import {
  continueList,
  type Edit,
  insertLink,
  insertPicture,
  toggleLinePrefix,
  toggleWrap,
} from '../lib/markdown-edits';
import { PictureDialog } from './picture-dialog';

type Tool = {
  name: string;
  icon: LucideIcon;
  shortcut?: string;
  edit: (text: string, start: number, end: number) => Edit;
};

const TOOLS: Tool[] = [
  { name: 'Bold', icon: Bold, shortcut: 'b', edit: (t, s, e) => toggleWrap(t, s, e, '**', 'bold text') },
  { name: 'Italic', icon: Italic, shortcut: 'i', edit: (t, s, e) => toggleWrap(t, s, e, '*', 'italic text') },
  { name: 'Heading', icon: Heading2, edit: (t, s, e) => toggleLinePrefix(t, s, e, '## ', /^#{1,6}\s+/) },
  { name: 'Bulleted list', icon: List, edit: (t, s, e) => toggleLinePrefix(t, s, e, '- ') },
  { name: 'Link', icon: Link, shortcut: 'k', edit: insertLink },
  { name: 'Quote', icon: Quote, edit: (t, s, e) => toggleLinePrefix(t, s, e, '> ') },
];

/** Left and Right move between a toolbar's buttons (WAI-ARIA toolbar); Tab reaches each of them too. */
function moveAlongToolbar(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
  const buttons = [...event.currentTarget.querySelectorAll('button')];
  const at = buttons.indexOf(event.target as HTMLButtonElement);
  if (at === -1) return;
  event.preventDefault();
  buttons[(at + (event.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length]!.focus();
}

const toolButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-md text-club-black hover:bg-neutral-200 focus-visible:outline-2 focus-visible:outline-focus';

/** The form parts the field uses: the text area's registration, its value, and its message. */
type MarkdownForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'formState' | 'setValue' | 'getValues'>;

/** The body rendered by the server, as the article page will show it. */
function Preview({ content }: { content: string }) {
  const { data, error, isPending } = useQuery({
    queryKey: [api.newsPreview, content],
    queryFn: () => apiRequest<{ html: string }>('POST', api.newsPreview, { content }),
    enabled: content.trim() !== '',
  });
  if (content.trim() === '') return <p className="text-neutral-600">Nothing to preview yet: write something first.</p>;
  if (isPending) return <Spinner label="Loading preview..." />;
  if (error) return <p className="text-club-red">The preview could not be made: {readableError(error)}</p>;
  return (
    <div className="rounded-md border border-neutral-300 bg-white p-4 sm:p-6">
      <ArticleBody html={data.html} />
    </div>
  );
}

export function MarkdownField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  rows = 12,
  className = '',
}: {
  form: MarkdownForm<T>;
  name: Path<T>;
  label: string;
  hint?: string;
  rows?: number;
  className?: string;
}) {
  const id = useId();
  const [tab, setTab] = useState('write');
  const [picking, setPicking] = useState<{ start: number; end: number } | null>(null);
  const [selectAfter, setSelectAfter] = useState<{ start: number; end: number } | null>(null);
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const { ref: registerRef, ...registered } = form.register(name);
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;

  // A refused save says why under the text: show the text, not the preview, so it can be fixed.
  useEffect(() => {
    if (error) setTab('write');
  }, [error]);

  // After the picture dialog has closed (and handed the focus back to its button): back into the text.
  useEffect(() => {
    if (picking || !selectAfter) return;
    textarea.current?.focus();
    textarea.current?.setSelectionRange(selectAfter.start, selectAfter.end);
    setSelectAfter(null);
  }, [picking, selectAfter]);

  function write(next: Edit) {
    form.setValue(name, next.text as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: Boolean(error) });
    const element = textarea.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(next.start, next.end);
  }

  function apply(tool: Tool) {
    const element = textarea.current;
    if (element) write(tool.edit(element.value, element.selectionStart, element.selectionEnd));
  }

  const shortcuts = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter in a list starts the next item (or ends the list on an empty one): on a phone the marks are hard to type.
    // Not while a phone's keyboard is still composing a word: that Enter belongs to the keyboard.
    const plain = !(event.ctrlKey || event.metaKey || event.altKey || event.shiftKey);
    if (event.key === 'Enter' && plain && !event.nativeEvent.isComposing) {
      const element = event.currentTarget;
      const next = continueList(element.value, element.selectionStart, element.selectionEnd);
      if (!next) return;
      event.preventDefault();
      write(next);
      return;
    }
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const tool = TOOLS.find((t) => t.shortcut === event.key.toLowerCase());
    if (!tool) return;
    event.preventDefault();
    apply(tool);
  };

  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <div>
          <Tabs
            idPrefix={`${id}-tabs`}
            label="Write or preview"
            value={tab}
            onValueChange={setTab}
            panelClassName="mt-3"
            items={[
              {
                value: 'write',
                label: 'Write',
                panel: (
                  <div className="grid gap-1">
                    <div
                      role="toolbar"
                      aria-label="Formatting"
                      aria-controls={control.id}
                      onKeyDown={moveAlongToolbar}
                      className="flex flex-wrap rounded-md bg-neutral-100 p-0.5"
                    >
                      {TOOLS.map((tool) => (
                        <button
                          key={tool.name}
                          type="button"
                          aria-label={tool.name}
                          title={tool.shortcut ? `${tool.name} (Ctrl+${tool.shortcut.toUpperCase()})` : tool.name}
                          // A click keeps the text area's selection: the focus stays there.
                          onMouseDown={(event) => event.preventDefault()}
                          onClick={() => apply(tool)}
                          className={toolButton}
                        >
                          <tool.icon className="h-5 w-5" aria-hidden />
                        </button>
                      ))}
                      <button
                        type="button"
                        aria-label="Picture"
                        title="Picture"
                        aria-haspopup="dialog"
                        onClick={() => {
                          const element = textarea.current;
                          setPicking({ start: element?.selectionStart ?? 0, end: element?.selectionEnd ?? 0 });
                        }}
                        className={toolButton}
                      >
                        <ImagePlus className="h-5 w-5" aria-hidden />
                      </button>
                    </div>
                    <Textarea
                      {...control}
                      {...registered}
                      ref={(element) => {
                        registerRef(element);
                        textarea.current = element;
                      }}
                      rows={rows}
                      onKeyDown={shortcuts}
                      className="leading-relaxed"
                    />
                  </div>
                ),
              },
              {
                value: 'preview',
                label: 'Preview',
                panel: tab === 'preview' ? <Preview content={String(form.getValues(name) ?? '')} /> : null,
              },
            ]}
          />
          <PictureDialog
            open={picking !== null}
            onClose={() => setPicking(null)}
            onInsert={(url, description) => {
              const element = textarea.current;
              if (!element || !picking) return;
              const next = insertPicture(element.value, picking.start, picking.end, url, description);
              form.setValue(name, next.text as PathValue<T, Path<T>>, { shouldDirty: true });
              setSelectAfter({ start: next.start, end: next.end });
            }}
          />
        </div>
      )}
    </Field>
  );
}
