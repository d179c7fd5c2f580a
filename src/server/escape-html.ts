// The server's one way to put text into HTML (pages, emails, the Markdown renderer's own output, the preview
// picture's Pango markup, XML files): the four characters that could end a text or a double-quoted attribute early.
// The service worker keeps its own copy: it cannot import the server's modules.

/** `text` as HTML (or XML) text or a double-quoted attribute value. */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
