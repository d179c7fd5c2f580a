// An amount typed in kina, as every money form of the section asks for it; the server reads it (kinaToToea).
import type { FieldValues, Path } from 'react-hook-form';
import { type BoundForm, TextField } from '../../ui/form-fields';

export function KinaField<T extends FieldValues>({
  form,
  name,
  label = 'Amount (PGK)',
}: {
  form: BoundForm<T>;
  name: Path<T>;
  label?: string;
}) {
  return (
    <TextField
      form={form}
      name={name}
      label={label}
      inputMode="decimal"
      autoComplete="off"
      hint="In kina, such as 150 or 150.50."
    />
  );
}
