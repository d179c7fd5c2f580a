import { useQuery } from '@tanstack/react-query';
import { insertSponsorSchema, type Sponsor } from '../../../../../shared/schema';
import { api } from '../../../../lib/paths';
import { useCrudMutations } from '../../lib/crud-mutations';

/** The sponsor as the form holds it; the logo travels as the multipart file 'logo'. */
export const sponsorFormSchema = insertSponsorSchema.omit({ logoUrl: true });

export const sponsorsListKey = [api.sponsors];

export const useSponsors = () => useQuery<Sponsor[]>({ queryKey: sponsorsListKey });

export const useSponsorMutations = () =>
  useCrudMutations<Sponsor, FormData>({ adminPath: 'sponsors', invalidates: [api.sponsors], label: 'Sponsor' });
