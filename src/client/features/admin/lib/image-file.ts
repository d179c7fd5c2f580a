// Checks a chosen image before anything is sent (docs/product.md "Image uploads"); the server checks again.
// A refusal keeps the product's title and text (docs/product.md "Image uploads"), then says what to do, since the file
// is the problem and trying the same file again would fail again.
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../../shared/constants';
import { IMAGE_SIGNATURE_BYTES, imageTypeOf, NOT_AN_IMAGE } from '../../../../shared/image-type';
import { toast } from '../../../lib/toast';

/** For an <input type="file" accept>: exactly the types the server takes. */
export const ACCEPT_IMAGES = ACCEPTED_IMAGE_TYPES.join(',');

/** What to do when a file is refused. */
export const CHOOSE_A_PHOTO = 'Choose a JPEG, PNG, WebP or GIF photo under 20MB.';

export type ImageProblem = { title: string; description: string };

const NOT_ONE: ImageProblem = {
  title: 'Invalid file type',
  description: `${NOT_AN_IMAGE}. This file is not one: choose a JPEG, PNG, WebP or GIF photo.`,
};

/**
 * Why a chosen file cannot be uploaded, or null. Like the server, its first bytes decide, not its name or the type
 * the browser guessed from the name: a PDF renamed 'photo.jpg' is refused here, when picked.
 */
export async function imageFileProblem(file: File): Promise<ImageProblem | null> {
  if (file.size > MAX_IMAGE_BYTES) {
    return { title: 'File too large', description: 'Image must be less than 20MB. Choose a smaller photo.' };
  }
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return imageTypeOf(head) ? null : NOT_ONE;
}

/** A file that was not taken, and why. */
export type RefusedFile = { name: string } & ImageProblem;

/** Splits chosen files into those that may be uploaded and those refused, each with its reason. */
export async function sortImageFiles(files: Iterable<File>): Promise<{ accepted: File[]; refused: RefusedFile[] }> {
  const chosen = [...files];
  const problems = await Promise.all(chosen.map(imageFileProblem));
  const accepted: File[] = [];
  const refused: RefusedFile[] = [];
  for (const [i, file] of chosen.entries()) {
    const problem = problems[i];
    if (problem) refused.push({ name: file.name, ...problem });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/**
 * One toast for every refused file: only one toast shows at a time (docs/product.md "States"), so a toast per file
 * would leave only the last one on screen.
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
export async function acceptImageFile(file: File): Promise<boolean> {
  const { refused } = await sortImageFiles([file]);
  toastRefusedFiles(refused);
  return refused.length === 0;
}
