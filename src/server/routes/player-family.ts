// A player's family, for Admins and the Coaches of the player's team: the guardian's contacts and the family's
// private link (with the WhatsApp message that sends it), setting the contacts, a new link when a phone is lost, and
// the link emailed. Contacts are a family's: no cache keeps these answers, no log or activity entry holds them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { familyContactsSchema } from '../../shared/family-form';
import { familyActivity } from '../activity/family-activity';
import type { ContractTypeProvider } from '../api-contract';
import { mayWorkOnTeam, otherTeam, staffUser } from '../auth/guard';
import {
  emailFamilyLink,
  familyOfPlayer,
  NO_FAMILY,
  NO_FAMILY_EMAIL,
  type PlayerOfFamily,
  playerForFamily,
  playerNotFound,
  renewFamilyLink,
  setFamilyContacts,
} from '../families/staff-family';
import { errorResponses, familyForStaffSchema, noContent } from '../response-schemas';
import { idFromPath, idParams, parseJsonBody } from './route-helpers';

const tags = ['families'];

const OTHER_TEAM = "see or change the family of another team's player";

export async function playerFamilyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const contract = <T extends object>(summary: string, parts: T) => ({ summary, tags, ...parts });
  const permission = { permission: 'families' } as const;

  /** The player of the path, once the caller may work on their team (a Coach only on their own teams'). */
  async function playerOf(request: FastifyRequest): Promise<PlayerOfFamily> {
    const player = await playerForFamily(app.db, idFromPath(request, playerNotFound));
    if (!mayWorkOnTeam(staffUser(request), player.teamId)) throw otherTeam(OTHER_TEAM);
    return player;
  }

  app.get(
    '/api/admin/players/:id/family',
    {
      config: permission,
      schema: contract("A player's family: the guardian's name, mobile number and email, and the private link", {
        description: `404 '${NO_FAMILY}' when the player has none yet.`,
        params: idParams,
        response: { 200: familyForStaffSchema, ...errorResponses },
      }),
    },
    async (request) => familyOfPlayer(app, await playerOf(request)),
  );

  app.put(
    '/api/admin/players/:id/family',
    {
      config: permission,
      schema: contract(
        "Set the family's contacts: a player without a family joins the family of this mobile number (a sibling's) or gets a new one; a number that is another family's moves the player to it",
        { params: idParams, body: familyContactsSchema, response: { 200: familyForStaffSchema, ...errorResponses } },
      ),
    },
    async (request) => {
      // The form's problems first: they are what the person can fix.
      const contacts = parseJsonBody(request, familyContactsSchema);
      const player = await playerOf(request);
      const family = await setFamilyContacts(app, player, contacts);
      await familyActivity.changed(request, player);
      return family;
    },
  );

  app.post(
    '/api/admin/players/:id/family/new-link',
    {
      config: permission,
      schema: contract("Give the player's family a new private link: the old one stops working at once", {
        params: idParams,
        response: { 200: familyForStaffSchema, ...errorResponses },
      }),
    },
    async (request) => {
      const player = await playerOf(request);
      const family = await renewFamilyLink(app, player);
      await familyActivity.newLink(request, player);
      return family;
    },
  );

  app.post(
    '/api/admin/players/:id/family/email',
    {
      config: permission,
      schema: contract("Email the family their private link, to the family's address", {
        description: `409 '${NO_FAMILY_EMAIL}' when the family has no email address, or when email is not set up.`,
        params: idParams,
        response: { 204: noContent, ...errorResponses },
      }),
    },
    async (request, reply) => {
      const player = await playerOf(request);
      await emailFamilyLink(app, player);
      await familyActivity.emailed(request, player);
      return reply.status(204).send();
    },
  );
}
