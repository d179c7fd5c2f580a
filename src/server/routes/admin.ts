// The admin plugin: every /api/admin route is registered here, and only here, so the permission guard covers each
// (auth/guard.ts, ADR 040). Public routes are registered outside it (index.ts).
import { adminScope } from '../auth/guard';
import { activityRoutes } from './activity';
import { articleAdminRoutes } from './articles';
import { chargeRoutes } from './charges';
import { contentAdminRoutes } from './content';
import { eventAvailabilityRoutes } from './event-availability';
import { followerAdminRoutes } from './followers-admin';
import { inquiryRoutes } from './inquiries';
import { paymentImportRoutes } from './payment-import';
import { paymentReportRoutes } from './payment-reports';
import { paymentRoutes } from './payments';
import { playerFamilyRoutes } from './player-family';
import { registrationAdminRoutes } from './registrations';
import { settingsAdminRoutes } from './settings';
import { staffRoutes } from './staff';
import { tourContributionRoutes } from './tour-contributions';
import { uploadAdminRoutes } from './upload';
import { visitorAdminRoutes } from './visitors-admin';

export const adminRoutes = adminScope(async (admin) => {
  await admin.register(contentAdminRoutes);
  await admin.register(articleAdminRoutes);
  await admin.register(settingsAdminRoutes);
  await admin.register(staffRoutes);
  await admin.register(inquiryRoutes);
  await admin.register(registrationAdminRoutes);
  await admin.register(followerAdminRoutes);
  await admin.register(tourContributionRoutes);
  await admin.register(paymentImportRoutes);
  await admin.register(chargeRoutes);
  await admin.register(paymentRoutes);
  await admin.register(playerFamilyRoutes);
  await admin.register(uploadAdminRoutes);
  await admin.register(activityRoutes);
  await admin.register(visitorAdminRoutes);
  await admin.register(eventAvailabilityRoutes);
  await admin.register(paymentReportRoutes);
});
