import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { SOCIAL_PLACEHOLDER } from '../../../../shared/constants';
import { phoneText, telHref } from '../../../../shared/format';
import { paths } from '../../../../shared/paths';
import { whatsappHref } from '../../../../shared/phone';
import type { SiteSettings } from '../../../../shared/schema';
import { buttonClasses } from '../../../components/ui/button';
import { useSettings } from '../../../lib/entity-queries';
import { FacebookIcon, InstagramIcon, YoutubeIcon } from './social-icons';

const LOADING = 'Loading...';

/**
 * Left column of the contact section: where to find the club and how to reach it (docs/product.md "Content and its
 * fields").
 */
export function ContactInfo() {
  const { data: settings } = useSettings();
  return (
    <div className="grid content-start gap-10">
      <div>
        <h3 className="font-display text-2xl font-bold uppercase tracking-wide text-white">Contact Information</h3>
        <ul className="mt-6 grid gap-6">
          <InfoItem icon={<MapPin />} label="Training Facility">
            <address className="whitespace-pre-line not-italic">{settings ? settings.contactAddress : LOADING}</address>
          </InfoItem>
          <InfoItem icon={<Phone />} label="Phone">
            {settings ? (
              <a
                href={telHref(settings.contactPhone)}
                className="inline-flex min-h-11 items-center hover:text-club-gold"
              >
                {phoneText(settings.contactPhone)}
              </a>
            ) : (
              LOADING
            )}
          </InfoItem>
          {settings?.whatsappNumber && (
            <InfoItem icon={<MessageCircle />} label="WhatsApp">
              <a
                href={whatsappHref(settings.whatsappNumber)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center hover:text-club-gold"
              >
                {settings.whatsappNumber}
              </a>
            </InfoItem>
          )}
          <InfoItem icon={<Mail />} label="Email">
            {settings ? (
              <a
                href={`mailto:${settings.contactEmail}`}
                className="inline-flex min-h-11 items-center break-all hover:text-club-gold"
              >
                {settings.contactEmail}
              </a>
            ) : (
              LOADING
            )}
          </InfoItem>
        </ul>
      </div>
      {settings && <SocialLinks settings={settings} />}
      <div>
        <h3 className="font-display text-2xl font-bold uppercase tracking-wide text-white">Register a Player</h3>
        <p className="mt-2 text-neutral-200">Joining for the season? Register a player online in a few minutes.</p>
        <a href={paths.register} className={buttonClasses({ variant: 'gold', className: 'mt-4' })}>
          Register Online
        </a>
      </div>
    </div>
  );
}

function InfoItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-club-red text-white [&_svg]:h-6 [&_svg]:w-6">
        {icon}
      </span>
      <div className="min-w-0 text-neutral-200">
        <p className="font-semibold text-white">{label}</p>
        {children}
      </div>
    </li>
  );
}

type Social = { label: string; url: string | null; Icon: ComponentType<SVGProps<SVGSVGElement>> };

/** A social link shows only when it is set and not the placeholder '#'; only web addresses are ever linked. */
export const isRealLink = (url: string | null): url is string =>
  !!url && url.trim() !== SOCIAL_PLACEHOLDER && /^https?:\/\//i.test(url.trim());

function SocialLinks({ settings }: { settings: SiteSettings }) {
  const socials: Social[] = [
    { label: 'Facebook', url: settings.socialFacebook, Icon: FacebookIcon },
    { label: 'Instagram', url: settings.socialInstagram, Icon: InstagramIcon },
    { label: 'YouTube', url: settings.socialYoutube, Icon: YoutubeIcon },
  ];
  const shown = socials.filter((s) => isRealLink(s.url));
  if (shown.length === 0) return null;
  return (
    <div>
      <h3 className="font-display text-2xl font-bold uppercase tracking-wide text-white">Follow Us</h3>
      <ul className="mt-4 flex gap-3">
        {shown.map(({ label, url, Icon }) => (
          <li key={label}>
            <a
              href={url!}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={label}
              className="flex h-12 w-12 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-club-gold hover:text-club-black"
            >
              <Icon className="h-6 w-6" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
