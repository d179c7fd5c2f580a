// Loaded on demand (when a visitor starts on the form), so zod never weighs on the landing page's first load.
export { type ContactErrors, validateContact } from '../../../../shared/contact-schema';
