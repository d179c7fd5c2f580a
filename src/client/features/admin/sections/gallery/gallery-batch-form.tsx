import { Trash2, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Field, Input } from '../../../../components/ui/field';
import { toast } from '../../../../lib/toast';
import { ACCEPT_IMAGES, type RefusedFile, sortImageFiles, toastRefusedFiles } from '../../lib/image-file';
import { useObjectUrl } from '../../lib/use-object-url';
import { useUnsavedWarning } from '../../lib/use-unsaved-warning';
import { IconButton } from '../../ui/icon-button';
import { type PendingImage, useGalleryBatchUpload } from './batch-upload';
import { CategorySuggestions } from './category-suggestions';

let nextKey = 1;

const isComplete = (image: PendingImage) => image.title.trim() !== '' && image.category.trim() !== '';

/**
 * Batch-add mode (docs/product.md "Gallery admin"): choose several images, give each a title and category, then
 * upload them all. Images that fail stay in the list, with everything typed, to try again.
 */
export function GalleryBatchForm({ usedCategories, onDone }: { usedCategories: string[]; onDone: () => void }) {
  const [pending, setPending] = useState<PendingImage[]>([]);
  const [showMissing, setShowMissing] = useState(false);
  const [progress, setProgress] = useState(0);
  const batch = useGalleryBatchUpload();
  const inputId = useId();
  const categoriesId = useId();
  const busy = batch.isPending;
  useUnsavedWarning(pending.length > 0);

  const [refused, setRefused] = useState<RefusedFile[]>([]);

  const addFiles = async (files: FileList | null) => {
    const { accepted, refused } = await sortImageFiles([...(files ?? [])]);
    // Listed under the input as well as toasted: the toast goes, the list stays until the next choice.
    setRefused(refused);
    toastRefusedFiles(refused);
    setPending((current) => [
      ...current,
      ...accepted.map((file) => ({ key: String(nextKey++), file, title: '', category: '', description: '' })),
    ]);
  };

  const change = (key: string, patch: Partial<PendingImage>) =>
    setPending((current) => current.map((image) => (image.key === key ? { ...image, ...patch } : image)));

  const uploadAll = () => {
    if (pending.length === 0) {
      toast({ title: 'No images to upload', description: 'Please select images first', variant: 'destructive' });
      return;
    }
    if (!pending.every(isComplete)) {
      setShowMissing(true);
      toast({
        title: 'Missing information',
        description: 'All images must have a title and category',
        variant: 'destructive',
      });
      return;
    }
    setProgress(0);
    batch.mutate(
      { images: pending, onProgress: setProgress },
      {
        onSuccess: ({ uploaded, failed }) => {
          setPending((current) => current.filter((image) => !uploaded.includes(image.key)));
          if (failed.length === 0) {
            toast({ title: `Successfully uploaded ${uploaded.length} image(s)` });
            onDone();
            return;
          }
          const reasons = failed.map((f) => `${f.name}: ${f.reason}`).join(' ');
          toast({
            title: `Failed to upload ${failed.length} image(s)`,
            description: uploaded.length ? `Successfully uploaded ${uploaded.length} image(s). ${reasons}` : reasons,
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <label htmlFor={inputId} className="text-sm font-semibold text-neutral-800">
          Choose images
        </label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT_IMAGES}
          disabled={busy}
          onChange={(event) => {
            addFiles(event.target.files);
            event.target.value = '';
          }}
          className="block w-full text-sm text-neutral-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border-0 file:bg-club-black file:px-4 file:text-sm file:font-semibold file:text-white hover:file:bg-neutral-800"
        />
        <p className="text-xs text-neutral-600">
          JPG, PNG, GIF, WebP (up to 20MB each). You can choose more images again to add them to the list.
        </p>
      </div>
      {refused.length > 0 && (
        <div className="rounded-md border border-club-red bg-red-50 px-3 py-2 text-sm text-neutral-900">
          <p className="font-semibold text-club-red">Not added ({refused.length}):</p>
          <ul aria-label="Files not added" className="mt-1 list-disc pl-5">
            {refused.map((file, index) => (
              // Two files may share a name (from different folders).
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
              <li key={index}>
                {file.name}: {file.description}
              </li>
            ))}
          </ul>
        </div>
      )}
      <CategorySuggestions id={categoriesId} used={usedCategories} />
      {pending.length > 0 && (
        <ul className="grid gap-3" aria-label="Images to upload">
          {pending.map((image, index) => (
            <PendingRow
              key={image.key}
              image={image}
              index={index}
              categoriesId={categoriesId}
              showMissing={showMissing}
              disabled={busy}
              onChange={(patch) => change(image.key, patch)}
              onRemove={() => setPending((current) => current.filter((i) => i.key !== image.key))}
            />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          size="sm"
          onClick={uploadAll}
          disabled={busy}
          busy={busy}
          icon={<Upload className="h-4 w-4" aria-hidden />}
        >
          {busy
            ? `Uploading ${Math.min(progress + 1, pending.length)} of ${pending.length}...`
            : `Upload All (${pending.length})`}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

function PendingRow({
  image,
  index,
  categoriesId,
  showMissing,
  disabled,
  onChange,
  onRemove,
}: {
  image: PendingImage;
  index: number;
  categoriesId: string;
  showMissing: boolean;
  disabled: boolean;
  onChange: (patch: Partial<PendingImage>) => void;
  onRemove: () => void;
}) {
  const preview = useObjectUrl(image.file);
  const titleMissing = showMissing && image.title.trim() === '';
  const categoryMissing = showMissing && image.category.trim() === '';
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-neutral-50 p-3 sm:flex-row">
      {preview && (
        <img
          src={preview}
          alt={`Preview ${index + 1}: ${image.file.name}`}
          className="h-24 w-full rounded-md object-cover sm:w-32"
        />
      )}
      <div className="grid flex-1 gap-3 sm:grid-cols-2">
        <p className="truncate text-xs text-neutral-500 sm:col-span-2">{image.file.name}</p>
        <Field label={`Title for image ${index + 1}`} error={titleMissing ? 'Add a title' : undefined}>
          {(control) => (
            <Input
              {...control}
              value={image.title}
              disabled={disabled}
              onChange={(event) => onChange({ title: event.target.value })}
            />
          )}
        </Field>
        <Field label={`Category for image ${index + 1}`} error={categoryMissing ? 'Add a category' : undefined}>
          {(control) => (
            <Input
              {...control}
              list={categoriesId}
              value={image.category}
              disabled={disabled}
              onChange={(event) => onChange({ category: event.target.value })}
            />
          )}
        </Field>
        <Field label={`Description for image ${index + 1} (optional)`} className="sm:col-span-2">
          {(control) => (
            <Input
              {...control}
              value={image.description}
              disabled={disabled}
              onChange={(event) => onChange({ description: event.target.value })}
            />
          )}
        </Field>
      </div>
      <IconButton label={`Remove image ${index + 1} from the list`} onClick={onRemove} disabled={disabled}>
        <Trash2 className="h-4 w-4" aria-hidden />
      </IconButton>
    </li>
  );
}
