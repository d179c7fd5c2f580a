// The contact section and the order dialog offer WhatsApp when Site Settings has a number, and nothing when not.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import type { MerchandiseItem, SiteSettings } from '../../../shared/schema';
import { createQueryClient } from '../../lib/query-client';
import { ContactInfo } from './landing/contact-info';
import { OrderDialog } from './merchandise/order-dialog';

const settings: SiteSettings = {
  id: '5b1d3c7e-9a2f-4e61-8c40-2f7a9d3e1b55',
  contactAddress: 'Waigani',
  contactPhone: '+675 321 1234',
  contactEmail: 'hello@club.example',
  socialFacebook: null,
  socialInstagram: null,
  socialYoutube: null,
  whatsappNumber: '+675 7123 4567',
  registrationOpen: false,
  season: '',
  feeInformation: '',
  codeOfConduct: '',
  supportBankAccount: '',
  supportMobileMoney: '',
  supportCash: '',
  supportSwift: '',
  supportBankAddress: '',
  alertEmail: null,
  seasonCutoffDate: null,
  seasonFeeKina: null,
  updatedAt: new Date('2026-01-01T00:00:00.000Z'),
};
const item = { id: 'i', name: 'Home Jersey', price: 'K80' } as MerchandiseItem;

function contactInfo(values: SiteSettings) {
  const client = createQueryClient();
  client.setQueryData([api.settings], values);
  return render(
    <QueryClientProvider client={client}>
      <ContactInfo />
    </QueryClientProvider>,
  );
}

describe('WhatsApp', () => {
  it('is a wa.me link in the contact section when the club has a number', () => {
    contactInfo(settings);
    const link = screen.getByRole('link', { name: '+675 7123 4567' });
    expect(link.getAttribute('href')).toBe('https://wa.me/67571234567');
    expect(screen.getByText('WhatsApp')).toBeTruthy();
  });

  it('is left out of the contact section without a number', () => {
    contactInfo({ ...settings, whatsappNumber: null });
    expect(screen.queryByText('WhatsApp')).toBeNull();
    expect(document.querySelector('a[href^="https://wa.me/"]')).toBeNull();
  });

  it('is offered in the order dialog, naming the item, only when there is a number', () => {
    const { rerender } = render(<OrderDialog item={item} settings={settings} onClose={() => {}} />);
    const link = screen.getByRole('link', { name: /WhatsApp/ });
    expect(link.getAttribute('href')).toBe(
      `https://wa.me/67571234567?text=${encodeURIComponent('Hello, I would like to order the Home Jersey (K80).')}`,
    );
    rerender(<OrderDialog item={item} settings={{ ...settings, whatsappNumber: null }} onClose={() => {}} />);
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Call Us/ })).toBeTruthy();
  });
});
