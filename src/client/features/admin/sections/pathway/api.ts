import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod/v4';
import type { insertPathwaySchema, PathwayStep } from '../../../../../shared/schema';
import { api } from '../../../../lib/paths';
import { useCrudMutations } from '../../lib/crud-mutations';

export type PathwayBody = z.output<typeof insertPathwaySchema>;

export const pathwayListKey = [api.pathway];

export const usePathwaySteps = () => useQuery<PathwayStep[]>({ queryKey: pathwayListKey });

export const usePathwayMutations = () =>
  useCrudMutations<PathwayStep, PathwayBody>({
    adminPath: 'pathway',
    invalidates: [api.pathway],
    label: 'Pathway step',
  });
