// Checks a chosen image before anything is sent (spec section 5 "Image uploads"); the server checks again.
// A refusal keeps the spec's title and text, then says what to do, since the file is the problem and trying the
// same file again would fail again.
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../../shared/constants';
import { toast } from '../../../lib/toast';

/** For an <input type="file" accept>: exactly the types the server takes. */
export const ACCEPT_IMAGES = ACCEPTED_IMAGE_TYPES.join(',');

/** What to do when a file is refused. */
export const CHOOSE_A_PHOTO = 'Choose a JPEG, PNG, WebP or GIF photo under 20MB.';

export type ImageProblem = { title: string; description: string };

export function imageFileProblem(file: File): ImageProblem | null {
  if (file.size > MAX_IMAGE_BYTES) {
    return { title: 'File too large', description: 'Image must be less than 20MB. Choose a smaller photo.' };
  }
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return {
      title: 'Invalid file type',
      description: 'Please upload an image file. This file is not one: choose a JPEG, PNG, WebP or GIF photo.',
    };
  }
  return null;
}

/** A file that was not taken, and why. */
export type RefusedFile = { name: string } & ImageProblem;

/** Splits chosen files into those that may be uploaded and those refused, each with its reason. */
export function sortImageFiles(files: Iterable<File>): { accepted: File[]; refused: RefusedFile[] } {
  const accepted: File[] = [];
  const refused: RefusedFile[] = [];
  for (const file of files) {
    const problem = imageFileProblem(file);
    if (problem) refused.push({ name: file.name, ...problem });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/**
 * One toast for every refused file: only one toast shows at a time (spec section 4), so a toast per file would
 * leave only the last one on screen.
 */
export function toastRefusedFiles(refused: RefusedFile[]): void {
  if (refused.length === 0) return;
  if (refused.length === 1) {
    const [only] = refused as [RefusedFile];
    toast({ title: only.title, description: `${only.name}: ${only.description}`, variant: 'destructive' });
    return;
  }
  toast({
    title: `${refused.length} files not added`,
    description: refused.map((file) => `${file.name}: ${file.title.toLowerCase()}.`).join(' ') + ` ${CHOOSE_A_PHOTO}`,
    variant: 'destructive',
  });
}

/** True when the file may be uploaded; otherwise says why in a toast. */
export function acceptImageFile(file: File): boolean {
  const { refused } = sortImageFiles([file]);
  toastRefusedFiles(refused);
  return refused.length === 0;
}
