import { useQuery } from '@tanstack/react-query';
import { type ClubManagementMember, insertClubManagementSchema } from '../../../../../shared/schema';
import { api } from '../../../../lib/paths';
import { useCrudMutations } from '../../lib/crud-mutations';

/** The member as the form holds it; the photo travels as the optional multipart file 'photo'. */
export const memberFormSchema = insertClubManagementSchema.omit({ photoUrl: true });

export const clubManagementListKey = [api.clubManagement];

export const useClubManagement = () => useQuery<ClubManagementMember[]>({ queryKey: clubManagementListKey });

export const useClubManagementMutations = () =>
  useCrudMutations<ClubManagementMember, FormData>({
    adminPath: 'club-management',
    invalidates: [api.clubManagement],
    label: 'Club management member',
  });
