// The one create/edit form hook of the portal (docs/product.md "Admin forms"). The entity registry says how the
// entity's image travels, and the hook sends it that way:
// - `file`: the file goes with the fields in one multipart request;
// - `url`: the file is uploaded first and the item names the stored URL (a failed save reuses that upload);
// - no image: the fields go as JSON.
// Submit creates in create mode and updates in edit mode. A successful save resets the form and closes it; a failed
// one keeps every value and the chosen file, and shows the server's reasons under their fields. Leaving with unsaved
// changes asks first. Nothing typed is lost (ADR 045): what is typed is kept in this browser until it is saved and
// offered back when the form opens again, and an update names the updatedAt of the item the form opened with, so a
// save over someone else's is refused (409) and said above the buttons, the form kept as it is.
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod/v4';
import { ENTITIES, type EntityKey, type EntityRows, type ImageSpec } from '../../../../shared/entities';
import { toast } from '../../../lib/toast';
import { uploadingLabel } from '../ui/upload-progress';
import { type EntityBody, useEntityMutations } from './entity-mutations';
import { toFormData } from './form-data';
import { type FormValues, formResolver } from './form-values';
import { conflictOf, showServerIssues } from './server-issues';
import { shrinkImage } from './shrink-image';
import { useImageUpload } from './upload';
import { useFormDraft } from './use-local-draft';
import { useUnsavedWarning } from './use-unsaved-warning';

/** The image part of a form: the chosen file and the saved image it replaces. */
/** The submit button's words while a save waits for the connection to come back. */
export const OFFLINE_LABEL = 'No connection: saving when it is back...';

export type ImageState = {
  file: File | null;
  setFile: (file: File | null) => void;
  currentUrl: string | null;
  /** Only where the saved image can be cleared (an optional image referenced by URL). */
  removeCurrent?: () => void;
  /** A new item cannot be saved without a file. */
  missing: boolean;
};

/** What every create/edit form is given: the item to edit (null to create) and what to do when done. */
/** `restoreDraft`: a new item's form opened to restore what this browser kept of it, without asking again. */
export type EntityFormProps<T> = { item: T | null; onDone: () => void; restoreDraft?: boolean };

type Options<K extends EntityKey, S extends z.ZodType<FieldValues, FieldValues>> = {
  entity: K;
  /** The fields the form holds (the entity's insert schema without its image column, or adapted from it). */
  schema: S;
  /** The form's values for an item, or blank ones (null) for a new one. */
  toFormValues: (item: EntityRows[K] | null) => FormValues<S>;
  /** The fields as the API takes them, where they differ from what the form holds. */
  toBody?: (values: z.output<S>) => Record<string, unknown>;
};

export function useEntityForm<K extends EntityKey, S extends z.ZodType<FieldValues, FieldValues>>(
  { item, onDone, restoreDraft }: EntityFormProps<EntityRows[K]>,
  { entity, schema, toFormValues, toBody = (values) => values }: Options<K, S>,
) {
  const spec: ImageSpec | undefined = 'image' in ENTITIES[entity] ? ENTITIES[entity].image : undefined;
  const mutations = useEntityMutations(entity);
  const { upload, uploading, progress } = useImageUpload();
  const saved = item ? ((item as Record<string, unknown>)[spec?.column ?? ''] as string | null | undefined) : null;
  const [currentUrl, setCurrentUrl] = useState<string | null>(saved ?? null);
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<FormValues<S>, unknown, z.output<S>>({
    resolver: formResolver(schema),
    defaultValues: toFormValues(item) as DefaultValues<FormValues<S>>,
  });
  useUnsavedWarning(form.formState.isDirty || file !== null || currentUrl !== (saved ?? null));
  /** The version of the item the form opened with: the one its update replaces. */
  const read = item ? (item as { updatedAt?: unknown }).updatedAt : null;
  const version = typeof read === 'string' ? read : null;
  const draft = useFormDraft(form, {
    form: entity,
    itemId: item?.id ?? null,
    version,
    restoreAtOnce: !item && restoreDraft,
  });
  /** Why the last save was refused when no field can show it: someone else saved the item first. */
  const [conflict, setConflict] = useState<string | null>(null);

  const missing = spec?.mode === 'file' && Boolean(spec.requiredMessage) && !item && !file;

  /** The request body, or null when the image is missing or could not be uploaded (the user has been told why). */
  async function body(values: z.output<S>): Promise<EntityBody | null> {
    const fields = { ...toBody(values), ...(version === null ? {} : { updatedAt: version }) };
    if (spec?.mode === 'file')
      return toFormData(fields as Parameters<typeof toFormData>[0], {
        field: spec.field,
        file: file && (await shrinkImage(file)),
      });
    if (spec?.mode === 'url') {
      if (spec.required && !file && !currentUrl) {
        toast({
          title: 'Image required',
          description: 'Please upload an image before submitting',
          variant: 'destructive',
        });
        return null;
      }
      const url = file ? await upload(file) : currentUrl;
      if (file && !url) return null;
      return { ...fields, [spec.column]: url ?? undefined };
    }
    return fields;
  }

  const onSubmit = form.handleSubmit(async (values) => {
    if (missing) return;
    setConflict(null);
    const sent = await body(values);
    if (!sent) return;
    const onSuccess = () => {
      form.reset(toFormValues(null));
      draft.saved();
      setFile(null);
      onDone();
    };
    // A rule only the server can check (a time that passed while the form was open) shows where it is fixed; the
    // draft stays, so a reload after a failed save loses nothing either.
    const fields = Object.keys(toFormValues(null)) as Path<FormValues<S>>[];
    const onError = (error: unknown) => {
      showServerIssues(error, form.setError, fields);
      setConflict(conflictOf(error));
    };
    if (item) mutations.update.mutate({ id: item.id, body: sent }, { onSuccess, onError });
    else mutations.create.mutate(sent, { onSuccess, onError });
  });

  const paused = mutations.create.isPaused || mutations.update.isPaused;

  /** Per cent of the image sent: uploaded first (`url`) or with the fields (`file`). */
  const sentPercent = uploading ? progress : mutations.progress;

  const image: ImageState | null = spec
    ? {
        file,
        setFile,
        currentUrl,
        removeCurrent: spec.mode === 'url' ? () => setCurrentUrl(null) : undefined,
        missing,
      }
    : null;

  return {
    form,
    image,
    /** For <FormLayout>: submit, its label and state, and Cancel. */
    layout: {
      onSubmit,
      draft: draft.offer,
      conflict,
      submitLabel: `${item ? 'Update' : 'Create'} ${ENTITIES[entity].noun}`,
      pending: mutations.create.isPending || mutations.update.isPending || uploading,
      // Without a connection the save waits (TanStack Query pauses it) and goes once the line is back; the draft of
      // what was typed stays in this browser meanwhile.
      pendingLabel: paused ? OFFLINE_LABEL : sentPercent === null ? 'Saving...' : uploadingLabel(sentPercent),
      progress: sentPercent,
      disabled: missing,
      onCancel: onDone,
    },
  };
}
