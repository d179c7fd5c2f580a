// Multipart bodies for the sections whose files travel with the fields (docs/product.md "API calls").

type FieldValue = string | number | boolean | null | undefined;

/** Only fields with a value are sent: an empty optional field is left out, so the server stores it as unset. */
export function toFormData(fields: Record<string, FieldValue>, file?: { field: string; file: File | null }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    const text = String(value);
    if (text.trim() === '') continue;
    form.append(name, text);
  }
  if (file?.file) form.append(file.field, file.file);
  return form;
}
