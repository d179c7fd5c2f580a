// The enquiry form and the toasts that answer it: the landing page's interactive part besides the navigation bar.
import { Toaster } from '../../../components/ui/toaster';
import type { EnquiryAnswer } from '../../../lib/page-request';
import { ContactForm } from './contact-form';

export type ContactIslandProps = { answer?: EnquiryAnswer };

export default function ContactIsland({ answer }: ContactIslandProps) {
  return (
    <>
      <ContactForm answer={answer} />
      <Toaster />
    </>
  );
}
