// Payments, for Admins and the Treasurer: what families owe and pay. The section is declared (its name, label and
// permission 'money') so the menu and the activity log agree on it; its screen is the charges and payments work.
import { SectionHeader } from '../../ui/section-header';
import type { SectionProps } from '../section-props';

export function PaymentsSection({ title }: SectionProps) {
  return <SectionHeader title={title} description="Charges, payments and what each family owes." />;
}
