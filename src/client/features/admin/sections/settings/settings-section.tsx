import { useSignedInUser } from '../../../../lib/auth';
import { useSettings } from '../../../../lib/entity-queries';
import { may } from '../../lib/section-access';
import { LoadingText } from '../../ui/list-state';
import { SectionHeader } from '../../ui/section-header';
import type { SectionProps } from '../section-props';
import { useStaffAlerts } from './api';
import { SettingsForm } from './settings-form';

export function SettingsSection({ title }: SectionProps) {
  const { data: publicSettings, isLoading: settingsLoading, isError: settingsFailed } = useSettings();
  // The public settings leave out where staff alerts go; an Admin reads it on its own.
  const mayAlerts = may(useSignedInUser(), 'settings.alerts');
  const alerts = useStaffAlerts(mayAlerts);
  const isLoading = settingsLoading || (mayAlerts && alerts.isLoading);
  const isError = settingsFailed || (mayAlerts && alerts.isError);
  const settings = publicSettings && { ...publicSettings, alertEmail: alerts.data?.alertEmail ?? null };
  return (
    <>
      <SectionHeader title={title} description="Contact details and social links shown on the website." />
      {isLoading ? (
        <LoadingText>Loading settings...</LoadingText>
      ) : (
        <>
          {isError && (
            <p role="alert" className="mb-4 rounded-lg border border-club-red bg-red-50 px-4 py-3 text-club-red">
              Could not load the current settings. Reload the page before saving.
            </p>
          )}
          <SettingsForm
            key={settings?.id ?? 'none'}
            settings={settings}
            staffAlerts={mayAlerts && alerts.data ? { fromEnvironment: alerts.data.fromEnvironment } : null}
          />
        </>
      )}
    </>
  );
}
