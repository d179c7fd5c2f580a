import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/v4';
import { type GalleryImage, insertGallerySchema } from '../../../../../shared/schema';
import { apiRequest } from '../../../../lib/api';
import { api } from '../../../../lib/paths';
import { staffReason } from '../../lib/action-error';
import { useCrudMutations } from '../../lib/crud-mutations';
import { uploadImage } from '../../lib/upload';

export type GalleryBody = z.output<typeof insertGallerySchema>;

/** One image as the edit form holds it; the image itself comes from the picker. */
export const galleryFormSchema = insertGallerySchema.omit({ imageUrl: true });

export const galleryListKey = [api.gallery];

export const useGalleryImages = () => useQuery<GalleryImage[]>({ queryKey: galleryListKey });

export const useGalleryMutations = () =>
  useCrudMutations<GalleryImage, GalleryBody>({
    adminPath: 'gallery',
    invalidates: [api.gallery],
    label: 'Gallery image',
  });

/** A file waiting in the batch-add list, with the details staff give it. */
export type PendingImage = { key: string; file: File; title: string; category: string; description: string };

export type BatchResult = { uploaded: string[]; failed: { key: string; reason: string }[] };

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
          await apiRequest('POST', api.admin('gallery'), body);
          result.uploaded.push(image.key);
        } catch (error) {
          result.failed.push({ key: image.key, reason: staffReason(error) });
        }
        onProgress(result.uploaded.length + result.failed.length);
      }
      return result;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryListKey }),
  });
}
