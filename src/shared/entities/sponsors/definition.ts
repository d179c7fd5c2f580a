// The club's sponsors: /sponsors, in the order staff set, each with its logo.
import { SPONSOR_PLACEHOLDER_LOGO } from '../../fallback';
import { defineEntity, EXAMPLES_CREATED, SERVER_SET_WORDS } from '../define';
import type { Sponsor } from './table';

export const sponsorsEntity = defineEntity<Sponsor>()({
  path: 'sponsors',
  label: 'Sponsor',
  noun: 'Sponsor',
  ordering: 'order',
  section: { name: 'sponsors', label: 'Sponsors' },
  image: { mode: 'file', field: 'logo', column: 'logoUrl', requiredMessage: 'Please upload a logo' },
  columns: {
    id: 'public',
    name: 'public',
    description: 'public',
    logoUrl: 'public',
    websiteUrl: 'public',
    order: 'public',
    createdAt: 'public',
    updatedAt: 'public',
  },
  activity: {
    noun: 'sponsor',
    plural: 'sponsors',
    namedBy: 'name',
    fields: {
      name: 'sponsor name',
      websiteUrl: 'website',
      description: 'description',
      logoUrl: 'logo',
      order: 'order',
      ...SERVER_SET_WORDS,
    },
  },
  examples: {
    one: 'sponsor',
    many: 'sponsors',
    rows: [
      {
        id: 'fallback-sponsor-1',
        name: 'Community Partner',
        description:
          'Local businesses and families make youth basketball possible. Interested in supporting the club? Get in touch.',
        logoUrl: SPONSOR_PLACEHOLDER_LOGO,
        websiteUrl: null,
        order: 1,
        createdAt: EXAMPLES_CREATED,
        updatedAt: EXAMPLES_CREATED,
      },
    ],
  },
});
