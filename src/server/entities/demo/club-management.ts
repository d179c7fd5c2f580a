// The demo club's committee, each with a portrait drawn on this machine.
import { clubManagement, insertClubManagementSchema } from '../../../shared/schema';
import { demoPortrait, SKIN } from '../../media/artwork';
import { type EntityDemo, inListOrder } from './define';

const DEMO_MANAGEMENT = inListOrder([
  { name: 'Margaret Kila', role: 'President' },
  { name: 'Peter Morea', role: 'Vice President' },
  { name: 'Grace Tamarua', role: 'Secretary' },
  { name: 'Samuel Kapi', role: 'Treasurer' },
]);

export const clubManagementDemo: EntityDemo = {
  async seed({ db, picture }) {
    const management = await Promise.all(
      DEMO_MANAGEMENT.map(async (member, i) => {
        const photoUrl = await picture(demoPortrait('management', SKIN[i % SKIN.length]!));
        return insertClubManagementSchema.parse({ ...member, photoUrl });
      }),
    );
    await db.insert(clubManagement).values(management);
    return { made: { 'club management': management.length } };
  },
};
