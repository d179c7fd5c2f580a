// The article editor's picture button: pick one of the site's pictures or upload a new one, describe it,
// and it goes into the text as `![description](url)`. The dialog sits inside the article's form: it has no form of
// its own (forms cannot nest), so Enter in its field inserts the picture instead of saving the article.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { formatDayInWords } from '../../../../shared/club-time';
import { api } from '../../../../shared/paths';
import type { UploadList } from '../../../../shared/upload-list';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { readableError } from '../../../lib/api';
import { ACCEPT_IMAGES, acceptImageFile } from '../lib/image-file';
import { useImageUpload } from '../lib/upload';
import { AdminImage } from './admin-image';
import { UploadProgress } from './upload-progress';

export const DESCRIBE_LABEL = 'Describe the picture';
const DESCRIBE_MISSING = 'Describe the picture for people who cannot see it';
const CHOOSE_MISSING = 'Choose one of the pictures, or upload a new one';

const isUploadsKey = (key: readonly unknown[]) => String(key[0]).startsWith(api.uploads(1));

/** One page of the site's pictures as buttons; the page after it once asked for. */
function PicturePage({
  page,
  chosen,
  onChoose,
  offset,
}: {
  page: number;
  chosen: string | null;
  onChoose: (url: string) => void;
  offset: number;
}) {
  const [more, setMore] = useState(false);
  // Read afresh each time the dialog opens: pictures are uploaded from every section.
  const { data, error, isPending } = useQuery<UploadList>({ queryKey: [api.uploads(page)], staleTime: 0 });
  if (isPending) return <Spinner label="Loading pictures..." />;
  if (error) return <p className="text-sm text-club-red">Could not load the pictures: {readableError(error)}</p>;
  if (page === 1 && data.images.length === 0) {
    return <p className="text-sm text-neutral-600">No pictures on the site yet: upload one.</p>;
  }
  return (
    <>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {data.images.map((image, i) => (
          <li key={image.url}>
            <button
              type="button"
              aria-pressed={chosen === image.url}
              aria-label={`Picture ${offset + i + 1}, uploaded ${formatDayInWords(image.uploadedAt)}`}
              onClick={() => onChoose(image.url)}
              className="block w-full overflow-hidden rounded-md border-2 border-transparent focus-visible:outline-2 focus-visible:outline-focus aria-pressed:border-club-red aria-pressed:ring-2 aria-pressed:ring-club-red"
            >
              <AdminImage src={image.url} alt="" sizes="120px" className="aspect-square w-full" />
            </button>
          </li>
        ))}
      </ul>
      {data.nextPage !== null &&
        (more ? (
          <PicturePage page={data.nextPage} chosen={chosen} onChoose={onChoose} offset={offset + data.images.length} />
        ) : (
          <Button size="sm" variant="secondary" className="mt-3" onClick={() => setMore(true)}>
            Show more pictures
          </Button>
        ))}
    </>
  );
}

export function PictureDialog({
  open,
  onClose,
  onInsert,
}: {
  open: boolean;
  onClose: () => void;
  onInsert: (url: string, description: string) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const { upload, uploading, progress } = useImageUpload();
  const [chosen, setChosen] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<{ choose?: string; describe?: string }>({});

  const close = () => {
    setChosen(null);
    setDescription('');
    setProblem({});
    onClose();
  };

  async function uploadChosen(file: File | undefined) {
    if (!file || !(await acceptImageFile(file))) return;
    const url = await upload(file);
    if (!url) return;
    setChosen(url);
    setProblem((was) => ({ ...was, choose: undefined }));
    await queryClient.invalidateQueries({ predicate: (query) => isUploadsKey(query.queryKey) });
  }

  function insert() {
    const words = description.trim();
    if (!chosen || !words) {
      setProblem({ choose: chosen ? undefined : CHOOSE_MISSING, describe: words ? undefined : DESCRIBE_MISSING });
      return;
    }
    onInsert(chosen, words);
    close();
  }

  const insertOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    insert();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      titleId={`${id}-title`}
      descriptionId={`${id}-description`}
      panelClassName="w-[calc(100%-2rem)] max-w-2xl rounded-xl bg-white p-4 shadow-2xl sm:p-6"
    >
      <DialogTitle id={`${id}-title`} className="pr-10">
        Add a picture
      </DialogTitle>
      <DialogDescription id={`${id}-description`} className="mt-1 text-sm">
        Pick one of the site's pictures or upload a new one, then describe it.
      </DialogDescription>

      <div className="mt-4 grid gap-3">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 self-start rounded-md bg-club-black px-4 text-sm font-semibold text-white hover:bg-neutral-800 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-focus">
          <Upload className="h-4 w-4" aria-hidden />
          Upload a new picture
          <input
            type="file"
            accept={ACCEPT_IMAGES}
            className="sr-only"
            disabled={uploading}
            onChange={async (event) => {
              const input = event.currentTarget;
              await uploadChosen(input.files?.[0]);
              input.value = '';
            }}
          />
        </label>
        {uploading && <UploadProgress percent={progress} />}
        <fieldset className="max-h-[45dvh] min-w-0 overflow-y-auto">
          <legend className="mb-2 text-sm font-semibold text-club-black">Or pick one of the site's pictures</legend>
          {open && <PicturePage page={1} chosen={chosen} onChoose={setChosen} offset={0} />}
        </fieldset>
        {problem.choose && <p className="text-sm font-medium text-club-red">{problem.choose}</p>}
        <Field
          label={DESCRIBE_LABEL}
          hint="Who is in it and what is happening, for people who cannot see it."
          error={problem.describe}
        >
          {(control) => (
            <Input
              {...control}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              onKeyDown={insertOnEnter}
            />
          )}
        </Field>
      </div>

      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button size="sm" variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button size="sm" onClick={insert} disabled={uploading}>
          Insert picture
        </Button>
      </div>
    </Dialog>
  );
}
