import { ImageOff, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { ACCEPT_IMAGES, acceptImageFile } from '../lib/image-file';
import { useObjectUrl } from '../lib/use-object-url';

/**
 * Chooses one image file, checked for size and type before anything is sent. Shows what will be saved: the
 * new file's preview, or the current image, which an edit keeps when no new file is chosen.
 */
export function ImagePicker({
  label,
  file,
  onFileChange,
  currentUrl,
  onRemoveCurrent,
  accept = ACCEPT_IMAGES,
  hint = 'JPG, PNG, GIF, WebP (up to 20MB)',
  error,
}: {
  label: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The saved image of the item being edited. */
  currentUrl?: string | null;
  /** Offered only where the image is optional in a JSON form: the save then clears it. */
  onRemoveCurrent?: () => void;
  accept?: string;
  hint?: string;
  error?: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(file);

  // A saved form clears its file: the input must show "no file" again too.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  const shown = preview ?? currentUrl ?? null;

  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <div className="grid gap-3">
          <input
            {...control}
            ref={inputRef}
            type="file"
            accept={accept}
            className="block w-full text-sm text-neutral-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border-0 file:bg-club-black file:px-4 file:text-sm file:font-semibold file:text-white hover:file:bg-neutral-800"
            onChange={async (event) => {
              const input = event.currentTarget;
              const chosen = input.files?.[0] ?? null;
              // Nothing is previewed until the file's first bytes show it is an image.
              if (chosen && !(await acceptImageFile(chosen))) {
                input.value = '';
                onFileChange(null);
                return;
              }
              onFileChange(chosen);
            }}
          />
          {shown ? (
            <div className="flex flex-wrap items-end gap-3">
              <img
                src={shown}
                alt={file ? `Preview of ${file.name}` : 'Current image'}
                className="h-28 w-28 rounded-md border border-neutral-200 bg-neutral-100 object-cover"
              />
              <div className="grid gap-2 text-sm text-neutral-600">
                <span>{file ? `New image: ${file.name}` : 'Current image (kept unless you choose a new one)'}</span>
                {file ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => onFileChange(null)}
                    icon={<X className="h-4 w-4" />}
                  >
                    {currentUrl ? 'Keep current image' : 'Remove chosen image'}
                  </Button>
                ) : (
                  onRemoveCurrent && (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={onRemoveCurrent}
                      icon={<ImageOff className="h-4 w-4" />}
                    >
                      Remove image
                    </Button>
                  )
                )}
              </div>
            </div>
          ) : null}
        </div>
      )}
    </Field>
  );
}
