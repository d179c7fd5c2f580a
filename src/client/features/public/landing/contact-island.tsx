// The enquiry form and the toasts that answer it: the landing page's interactive part besides the navigation bar.
import { Toaster } from '../../../components/ui/toaster';
import { ContactForm } from './contact-form';

export default function ContactIsland() {
  return (
    <>
      <ContactForm />
      <Toaster />
    </>
  );
}
