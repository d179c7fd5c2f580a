import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod/v4';
import type { AboutFeature, insertAboutSchema } from '../../../../../shared/schema';
import { api } from '../../../../lib/paths';
import { useCrudMutations } from '../../lib/crud-mutations';

export type AboutBody = z.output<typeof insertAboutSchema>;

export const aboutListKey = [api.about];

export const useAboutFeatures = () => useQuery<AboutFeature[]>({ queryKey: aboutListKey });

export const useAboutMutations = () =>
  useCrudMutations<AboutFeature, AboutBody>({ adminPath: 'about', invalidates: [api.about], label: 'About feature' });
