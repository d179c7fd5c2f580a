import { useQuery } from '@tanstack/react-query';
import { insertMerchandiseSchema, type MerchandiseItem } from '../../../../../shared/schema';
import { api } from '../../../../lib/paths';
import { useCrudMutations } from '../../lib/crud-mutations';

/** The item as the form holds it: price is the amount after 'PGK'; the image is the optional file 'image'. */
export const merchandiseFormSchema = insertMerchandiseSchema.omit({ imageUrl: true });

export const merchandiseListKey = [api.merchandise];

export const useMerchandise = () => useQuery<MerchandiseItem[]>({ queryKey: merchandiseListKey });

export const useMerchandiseMutations = () =>
  useCrudMutations<MerchandiseItem, FormData>({
    adminPath: 'merchandise',
    invalidates: [api.merchandise],
    label: 'Merchandise item',
  });
