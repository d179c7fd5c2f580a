import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { toFormData } from './form-data';
import { type Mutations, useSave } from './use-save';
import { useUnsavedWarning } from './use-unsaved-warning';

type Options<TValues extends FieldValues, TOutput, TItem> = {
  resolver: Resolver<TValues, unknown, TOutput>;
  /** The form's values for an item, or blank ones (null) after a save. */
  toFormValues: (item: TItem | null) => TValues;
  item: TItem | null;
  mutations: Mutations<unknown, FormData>;
  /** The multipart field the chosen file travels in (spec section 7). */
  fileField: string;
  /** Refuses to submit without a file (a new sponsor's logo). */
  fileRequired?: boolean;
  toBody?: (values: TOutput) => Parameters<typeof toFormData>[0];
  onDone: () => void;
};

/**
 * A create/edit form whose fields travel with one optional file as multipart: a successful save resets the
 * fields, clears the chosen file and closes the form; leaving with unsaved fields or a chosen file asks first.
 */
export function useFileForm<TValues extends FieldValues, TOutput, TItem extends { id: string }>({
  resolver,
  toFormValues,
  item,
  mutations,
  fileField,
  fileRequired = false,
  toBody = (values) => values as Parameters<typeof toFormData>[0],
  onDone,
}: Options<TValues, TOutput, TItem>) {
  const { save, pending } = useSave(mutations, item);
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<TValues, unknown, TOutput>({
    resolver,
    defaultValues: toFormValues(item) as DefaultValues<TValues>,
  });
  useUnsavedWarning(form.formState.isDirty || file !== null);

  const onSubmit = form.handleSubmit((values) => {
    if (fileRequired && !file) return;
    save(toFormData(toBody(values), { field: fileField, file }), () => {
      form.reset(toFormValues(null));
      setFile(null);
      onDone();
    });
  });

  return { form, file, setFile, onSubmit, pending };
}
