// Every content entity of spec section 7, with its display order (design.md "HTTP API").
import { asc, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  aboutFeatures,
  clubManagement,
  coaches,
  galleryImages,
  insertAboutSchema,
  insertClubManagementSchema,
  insertCoachSchema,
  insertGallerySchema,
  insertInternationalSchema,
  insertMerchandiseSchema,
  insertNewsSchema,
  insertPathwaySchema,
  insertPlayerSchema,
  insertSponsorSchema,
  insertTeamSchema,
  internationalFeatures,
  merchandise,
  newsArticles,
  pathwaySteps,
  players,
  sponsors,
  teams,
} from '../../shared/schema';
import { type ContentConfig, registerContentRoutes } from './content-routes';

const byOrder = (table: { order: Parameters<typeof asc>[0]; createdAt: Parameters<typeof asc>[0] }) => [
  asc(table.order),
  asc(table.createdAt),
];
const byCreation = (table: { createdAt: Parameters<typeof asc>[0] }) => [asc(table.createdAt)];

export const CONTENT: ContentConfig[] = [
  {
    path: 'about',
    label: 'About feature',
    table: aboutFeatures,
    schema: insertAboutSchema,
    orderBy: byOrder(aboutFeatures),
  },
  {
    path: 'club-management',
    label: 'Club management member',
    table: clubManagement,
    schema: insertClubManagementSchema,
    orderBy: byOrder(clubManagement),
    imageFile: { field: 'photo', column: 'photoUrl' },
  },
  {
    path: 'teams',
    label: 'Team',
    table: teams,
    schema: insertTeamSchema,
    orderBy: byCreation(teams),
    imageUrlColumns: ['imageUrl'],
  },
  {
    path: 'pathway',
    label: 'Pathway step',
    table: pathwaySteps,
    schema: insertPathwaySchema,
    orderBy: byOrder(pathwaySteps),
  },
  {
    path: 'international',
    label: 'International feature',
    table: internationalFeatures,
    schema: insertInternationalSchema,
    orderBy: byOrder(internationalFeatures),
  },
  {
    path: 'news',
    label: 'Article',
    table: newsArticles,
    schema: insertNewsSchema,
    orderBy: [desc(newsArticles.publishDate), desc(newsArticles.createdAt)],
    imageUrlColumns: ['imageUrl'],
  },
  {
    path: 'gallery',
    label: 'Gallery image',
    table: galleryImages,
    schema: insertGallerySchema,
    orderBy: byCreation(galleryImages),
    imageUrlColumns: ['imageUrl'],
  },
  {
    path: 'sponsors',
    label: 'Sponsor',
    table: sponsors,
    schema: insertSponsorSchema,
    orderBy: byOrder(sponsors),
    imageFile: { field: 'logo', column: 'logoUrl', requiredMessage: 'Please upload a logo' },
  },
  {
    path: 'merchandise',
    label: 'Merchandise item',
    table: merchandise,
    schema: insertMerchandiseSchema,
    orderBy: byOrder(merchandise),
    imageFile: { field: 'image', column: 'imageUrl' },
  },
  {
    path: 'players',
    label: 'Player',
    table: players,
    schema: insertPlayerSchema,
    orderBy: byCreation(players),
    imageFile: { field: 'photo', column: 'photoUrl' },
  },
  {
    path: 'coaches',
    label: 'Coach',
    table: coaches,
    schema: insertCoachSchema,
    orderBy: byCreation(coaches),
    imageFile: { field: 'photo', column: 'photoUrl' },
  },
];

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  for (const config of CONTENT) registerContentRoutes(app, config);
}
