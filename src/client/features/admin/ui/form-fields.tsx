// Form controls bound to a react-hook-form form by field name: each shows its label, hint and the field's
// validation message (docs/product.md "Validation messages"). The portal's forms are made of these.
import type { ComponentProps, ReactNode } from 'react';
import { type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { STORED_COLOR_OPTIONS, TEAM_COLOR_OPTIONS } from '../../../components/club/colors';
import { CheckboxField, Field, Input, Select, Textarea } from '../../../components/ui/field';
import type { ImageState } from '../lib/use-entity-form';
import { ImagePicker } from './image-picker';
import { type Option, withCurrent } from './select-options';

/** The parts of a form these controls use. */
export type BoundForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'formState'>;

type Bound<T extends FieldValues> = {
  form: BoundForm<T>;
  name: Path<T>;
  label: string;
  hint?: ReactNode;
  className?: string;
};

const errorOf = <T extends FieldValues>(form: BoundForm<T>, name: Path<T>): string | undefined =>
  (get(form.formState.errors, name) as { message?: string } | undefined)?.message;

/** A text input, or with `rows` a text area; `suggestions` are offered as the person types. */
export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  className,
  rows,
  suggestions,
  ...input
}: Bound<T> & { rows?: number; suggestions?: readonly string[] } & Omit<ComponentProps<'input'>, 'form' | 'name'>) {
  return (
    <Field label={label} hint={hint} error={errorOf(form, name)} className={className}>
      {(control) =>
        rows ? (
          <Textarea {...control} rows={rows} {...form.register(name)} />
        ) : (
          <>
            <Input
              {...control}
              {...input}
              list={suggestions ? `${control.id}-suggestions` : undefined}
              {...form.register(name)}
            />
            {suggestions && (
              <datalist id={`${control.id}-suggestions`}>
                {suggestions.map((suggestion) => (
                  <option key={suggestion} value={suggestion} />
                ))}
              </datalist>
            )}
          </>
        )
      }
    </Field>
  );
}

/** A choice among options; a value the item already has stays selectable even if no longer offered. */
export function SelectField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  className,
  options,
  placeholder,
}: Bound<T> & { options: readonly Option[] /** A first, empty choice: 'No team'. */; placeholder?: string }) {
  const saved = get(form.formState.defaultValues, name) as string | undefined;
  return (
    <Field label={label} hint={hint} error={errorOf(form, name)} className={className}>
      {(control) => (
        <Select {...control} {...form.register(name)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {withCurrent(options, saved).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** The colour of an about feature or pathway step (stored tokens), or of a team (the club's palette). */
export function ColorSelect<T extends FieldValues>({
  form,
  name = 'color' as Path<T>,
  palette,
}: {
  form: BoundForm<T>;
  name?: Path<T>;
  palette: 'stored' | 'team';
}) {
  const options = palette === 'team' ? TEAM_COLOR_OPTIONS : STORED_COLOR_OPTIONS;
  return <SelectField form={form} name={name} label="Color" options={options} />;
}

/** A checkbox; a disabled one keeps its value in the form (a rule elsewhere decides, as its neighbour says). */
export function CheckboxInput<T extends FieldValues>({
  form,
  name,
  label,
  disabled,
}: Omit<Bound<T>, 'hint' | 'className'> & { disabled?: boolean }) {
  return (
    <CheckboxField label={label}>
      {(id) => (
        <input
          id={id}
          type="checkbox"
          className="h-5 w-5 accent-club-red disabled:opacity-50"
          disabled={disabled}
          {...form.register(name)}
        />
      )}
    </CheckboxField>
  );
}

/** The form's image, as the entity registry says it travels; spans the form's width. */
export function ImageField({
  image,
  label,
  hint,
  accept,
}: {
  image: ImageState;
  label: string;
  hint?: string;
  accept?: string;
}) {
  return (
    <div className="sm:col-span-2">
      <ImagePicker
        label={label}
        file={image.file}
        onFileChange={image.setFile}
        currentUrl={image.currentUrl}
        onRemoveCurrent={image.removeCurrent}
        hint={hint}
        accept={accept}
      />
    </div>
  );
}
