// The landing page's head: the club as a schema.org SportsOrganization, its contact details from Site Settings.
import { CLUB } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { SiteSettings } from '../../../../shared/schema';
import type { HeadContext, PageHead, ReadPageData } from '../../../page-head';
import { isRealLink } from './contact-info';

export function landingHead(title: string, description: string) {
  return (read: ReadPageData, at: HeadContext): PageHead => ({
    title,
    description,
    jsonLd: [sportsOrganization(read<SiteSettings>(api.settings), at)],
  });
}

function sportsOrganization(settings: SiteSettings | undefined, at: HeadContext): object {
  const socials = [settings?.socialFacebook, settings?.socialInstagram, settings?.socialYoutube].filter(
    (url): url is string => isRealLink(url ?? null),
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsOrganization',
    name: CLUB.name,
    alternateName: CLUB.brandWord,
    url: at.absolute('/'),
    logo: at.absolute('/logo.svg'),
    sport: 'Basketball',
    ...(settings && {
      // A multi-line address is one line here.
      address: {
        '@type': 'PostalAddress',
        streetAddress: settings.contactAddress.split(/\s*\n\s*/).join(', '),
        addressCountry: 'PG',
      },
      telephone: settings.contactPhone,
      email: settings.contactEmail,
    }),
    ...(socials.length > 0 && { sameAs: socials.map((url) => url.trim()) }),
  };
}
