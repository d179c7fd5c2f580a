import { useQuery } from '@tanstack/react-query';
import type { ContactInquiry } from '../../../../../shared/schema';
import { api } from '../../../../lib/paths';

export const inquiriesListKey = [api.inquiries];

/** Newest first, as the server sends them. */
export const useInquiries = () => useQuery<ContactInquiry[]>({ queryKey: inquiriesListKey });
