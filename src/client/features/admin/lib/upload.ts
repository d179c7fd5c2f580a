// Teams, news and gallery send an image in two steps (docs/product.md "API calls"): the file to POST /api/admin/upload,
// which answers its URL, then the item as JSON naming that URL.
import { useCallback, useRef, useState } from 'react';
import { api } from '../../../../shared/paths';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { staffReason } from './action-error';
import { CHOOSE_A_PHOTO } from './image-file';
import { type OnProgress, sendWithProgress } from './send-with-progress';
import { shrinkImage } from './shrink-image';

/** Sends a photo (scaled down first when it is large), reporting the per cent sent; answers its stored URL. */
export async function uploadImage(file: File, onProgress: OnProgress = () => {}): Promise<string> {
  const form = new FormData();
  form.append('image', await shrinkImage(file));
  const { imageUrl } = await sendWithProgress<{ imageUrl: string }>('POST', api.upload, form, onProgress);
  return imageUrl;
}

/** The server refused the file itself (not an image, too large): sending it again cannot help. */
const fileRefused = (error: unknown) => error instanceof ApiError && [400, 413, 415, 422].includes(error.status);

/** Why an upload failed and what to do: choose another file when the file was refused, else try again. */
export function uploadFailureText(error: unknown): string {
  const reason = staffReason(error);
  if (fileRefused(error)) return `Failed to upload image: ${reason.replace(/\.?$/, '.')} ${CHOOSE_A_PHOTO}`;
  return `Failed to upload image. Please try again. (${reason})`;
}

export function toastUploadFailed(error: unknown): void {
  toast({ title: 'Upload failed', description: uploadFailureText(error), variant: 'destructive' });
}

/**
 * Uploads a file once: when the save after a successful upload fails, trying again reuses the stored URL
 * instead of sending the same file twice.
 */
export function useImageUpload() {
  const uploaded = useRef(new WeakMap<File, string>());
  const [uploading, setUploading] = useState(false);
  /** Per cent of the file sent while uploading. */
  const [progress, setProgress] = useState(0);

  /** The stored image's URL, or null after telling the user the upload failed. */
  const upload = useCallback(async (file: File): Promise<string | null> => {
    const known = uploaded.current.get(file);
    if (known) return known;
    setUploading(true);
    setProgress(0);
    try {
      const url = await uploadImage(file, setProgress);
      uploaded.current.set(file, url);
      return url;
    } catch (error) {
      toastUploadFailed(error);
      return null;
    } finally {
      setUploading(false);
    }
  }, []);

  return { upload, uploading, progress };
}
