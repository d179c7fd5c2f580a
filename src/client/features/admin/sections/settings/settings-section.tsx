import { useSettings } from '../../../../lib/entity-queries';
import { LoadingText } from '../../ui/list-state';
import { SectionHeader } from '../../ui/section-header';
import type { SectionProps } from '../section-props';
import { SettingsForm } from './settings-form';

export function SettingsSection({ title }: SectionProps) {
  const { data: settings, isLoading, isError } = useSettings();
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
          <SettingsForm key={settings?.id ?? 'none'} settings={settings} />
        </>
      )}
    </>
  );
}
