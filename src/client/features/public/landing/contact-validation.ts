// Loaded on demand (when a visitor starts on the form), so zod never weighs on the landing page's first load.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { type ContactFormValues, type ContactPayload, contactSchema } from '../../../../shared/contact-schema';

export const contactResolver = zodResolver(contactSchema) as unknown as Resolver<
  ContactFormValues,
  unknown,
  ContactPayload
>;
