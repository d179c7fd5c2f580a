// Tells staff when email alerts of new enquiries are not getting out, and that the enquiries themselves are safe.
import { Link } from 'wouter';
import { paths } from '../../../../../shared/paths';
import { Notice } from '../../ui/notice';
import type { InquirySummary } from './api';

const waitingText = (waiting: number) =>
  `Enquiries are safe here; ${waiting} ${waiting === 1 ? 'alert is' : 'alerts are'} waiting to be sent.`;

export function AlertsNotice({ alerts }: { alerts: InquirySummary['alerts'] }) {
  if (!alerts.enabled || alerts.waiting === 0) return null;
  if (alerts.recipientMissing) {
    return (
      <Notice
        label="Email alerts"
        action={
          <Link href={paths.adminSection('settings')} className="font-semibold text-club-red underline">
            Open Site Settings
          </Link>
        }
      >
        Email alerts have no address to go to: an Admin sets the Staff alerts email in Site Settings.{' '}
        {waitingText(alerts.waiting)}
      </Notice>
    );
  }
  if (!alerts.lastError) return null;
  return (
    <Notice label="Email alerts" action={null}>
      Email alerts are failing: {alerts.lastError}. {waitingText(alerts.waiting)}
    </Notice>
  );
}
