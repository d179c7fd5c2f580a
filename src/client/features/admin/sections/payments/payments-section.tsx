// Payments (permission 'money': Admins and the Treasurer): what families owe and pay, in four tabs. Every tab stays
// mounted, so a half-filled payment survives a look at the charges.
import { useState } from 'react';
import { Tabs } from '../../../../components/ui/tabs';
import { SectionHeader } from '../../ui/section-header';
import type { SectionProps } from '../section-props';
import { ChargesTab } from './charges-tab';
import { PaymentsTab } from './payments-tab';
import { ReportsTab } from './reports-tab';
import { StatementTab } from './statement-tab';

export function PaymentsSection({ title }: SectionProps) {
  const [tab, setTab] = useState('charges');
  return (
    <>
      <SectionHeader title={title} description="What families owe, what they have paid, and the bank's statement." />
      <Tabs
        idPrefix="admin-payments"
        label="Payments"
        value={tab}
        onValueChange={setTab}
        panelClassName="mt-6"
        items={[
          { value: 'charges', label: 'Charges', panel: <ChargesTab /> },
          { value: 'payments', label: 'Payments', panel: <PaymentsTab /> },
          { value: 'statement', label: 'Bank statement', panel: <StatementTab /> },
          { value: 'reports', label: 'Reports', panel: <ReportsTab /> },
        ]}
      />
    </>
  );
}
