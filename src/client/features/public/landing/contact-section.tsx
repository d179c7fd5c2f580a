import { CLUB } from '../../../../shared/constants';
import { ENQUIRY_SENT_PARAM } from '../../../../shared/paths';
import { Island } from '../../../islands/island';
import { usePageRequest, useQueryParam } from '../../../lib/page-request';
import { ANCHORS } from '../layout/nav-links';
import { ContactInfo } from './contact-info';
import ContactIsland from './contact-island';
import { Section } from './section';

export function ContactSection() {
  // The server's answer to the form posted without script: its messages, or `?enquiry=sent` after the redirect.
  const posted = usePageRequest()?.enquiry;
  const sent = useQueryParam(ENQUIRY_SENT_PARAM, (value) => value === 'sent') !== null;
  const answer = posted ?? (sent ? { sent: true as const } : undefined);
  return (
    <Section
      id={ANCHORS.contact}
      tone="dark"
      title={
        <>
          JOIN THE <span className="text-club-gold">{CLUB.name.toUpperCase()}</span>
        </>
      }
      intro="Whether your child is picking up a ball for the first time or chasing a place on tour, we would love to hear from you."
    >
      <div className="grid gap-12 lg:grid-cols-2">
        <ContactInfo />
        <Island name="contact" component={ContactIsland} props={answer ? { answer } : {}} />
      </div>
    </Section>
  );
}
