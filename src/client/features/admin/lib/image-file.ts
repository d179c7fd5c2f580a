// Checks a chosen image before anything is sent (spec section 5 "Image uploads"); the server checks again.
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../../shared/constants';
import { toast } from '../../../lib/toast';

/** For an <input type="file" accept>: exactly the types the server takes. */
export const ACCEPT_IMAGES = ACCEPTED_IMAGE_TYPES.join(',');

export type ImageProblem = { title: string; description: string };

export function imageFileProblem(file: File): ImageProblem | null {
  if (file.size > MAX_IMAGE_BYTES) return { title: 'File too large', description: 'Image must be less than 20MB' };
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return { title: 'Invalid file type', description: 'Please upload an image file' };
  }
  return null;
}

/** True when the file may be uploaded; otherwise says why in a toast. */
export function acceptImageFile(file: File): boolean {
  const problem = imageFileProblem(file);
  if (problem) toast({ ...problem, variant: 'destructive' });
  return problem === null;
}
