import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/v4';
import { adminPath, listPath } from '../../../../../shared/entities';
import type { insertGallerySchema } from '../../../../../shared/schema';
import { apiRequest } from '../../../../lib/api';
import { uploadFailureText, uploadImage } from '../../lib/upload';

/** A file waiting in the batch-add list, with the details staff give it. */
export type PendingImage = { key: string; file: File; title: string; category: string; description: string };

export type BatchResult = { uploaded: string[]; failed: { key: string; name: string; reason: string }[] };

/**
 * Uploads a batch one image at a time (a small server, slow links): each file, then its gallery entry.
 * One failure does not stop the others; the caller learns which ones failed and why.
 */
export function useGalleryBatchUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      images,
      onProgress,
    }: {
      images: PendingImage[];
      onProgress: (done: number) => void;
    }): Promise<BatchResult> => {
      const result: BatchResult = { uploaded: [], failed: [] };
      for (const image of images) {
        try {
          const imageUrl = await uploadImage(image.file);
          const body: z.input<typeof insertGallerySchema> = {
            title: image.title.trim(),
            category: image.category.trim(),
            description: image.description.trim() || undefined,
            imageUrl,
          };
          await apiRequest('POST', adminPath('gallery'), body);
          result.uploaded.push(image.key);
        } catch (error) {
          result.failed.push({ key: image.key, name: image.file.name, reason: uploadFailureText(error) });
        }
        onProgress(result.uploaded.length + result.failed.length);
      }
      return result;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [listPath('gallery')] }),
  });
}
