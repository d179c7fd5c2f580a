import { Link } from 'wouter';
import { PLACEHOLDER_CONTACT, showsPlaceholderContact } from '../../../../shared/fallback';
import { paths } from '../../../../shared/paths';
import { buttonClasses } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth';
import { useSettings } from '../../../lib/entity-queries';
import { canUse } from '../lib/section-access';
import { Notice } from '../ui/notice';

/**
 * A new site starts with contact details that reach nobody, and the website shows them to parents with working
 * call and email links; until staff replace them, every portal screen says so.
 */
export function PlaceholderContactBanner() {
  const { data: settings } = useSettings();
  const { user } = useAuth();
  // Only those who may change the site settings can do something about it.
  if (!settings || !showsPlaceholderContact(settings) || !canUse(user, 'settings')) return null;
  return (
    <Notice
      label="Contact details"
      action={
        <Link href={paths.adminSection('settings')} className={buttonClasses({ size: 'sm', variant: 'secondary' })}>
          Open Site Settings
        </Link>
      }
    >
      The website still shows the example contact details ({PLACEHOLDER_CONTACT.phone}, {PLACEHOLDER_CONTACT.email}).
      Parents cannot reach the club until you replace them in Site Settings.
    </Notice>
  );
}
