import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod/v4';
import type { InternationalFeature, insertInternationalSchema } from '../../../../../shared/schema';
import { api } from '../../../../lib/paths';
import { useCrudMutations } from '../../lib/crud-mutations';

export type InternationalBody = z.output<typeof insertInternationalSchema>;

export const internationalListKey = [api.international];

export const useInternationalFeatures = () => useQuery<InternationalFeature[]>({ queryKey: internationalListKey });

export const useInternationalMutations = () =>
  useCrudMutations<InternationalFeature, InternationalBody>({
    adminPath: 'international',
    invalidates: [api.international],
    label: 'International feature',
  });
