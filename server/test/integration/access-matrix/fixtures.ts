import type { GraphQLEnumType, GraphQLScalarType } from 'graphql';
import { feedbackEmailTokens } from '../../../src/services/feedback-page/email-verification-token';
import { signUpMember, uniqueEmail } from '../../support/actors';
import { solveBotCheck } from '../../support/bot-check';
import { signUpAndAskToJoin } from '../../support/domain-join';
import { ok } from '../../support/graphql';
import {
  type ArgumentSource,
  type IdPosition,
  requiredArguments,
  type SchemaOperation,
} from './operation-documents';
import { type EntityIds, hex, SIGNING_SECRET, submitFeedback, type World } from './world';

// The arguments the matrix calls each operation with: org A's things for the ids (inferred from
// the argument's name, or the operation's), valid values for the rest, and hand-written
// overrides where the schema alone cannot make a valid call or where a call destroys or uses up
// what it is given (those get a throwaway of their own for every caller).

/** The arguments of one call, and how to tell afterwards that a refused call changed nothing. */
export interface PreparedCall {
  args: Record<string, unknown>;
  /** True while the org A entity the call aimed at is as it was (checked as org A's Admin). */
  intact?: () => Promise<boolean>;
}

/** Org A's entity an `id` argument names, read from the operation's name or returned type. */
const ENTITY_WORDS: [RegExp, keyof EntityIds][] = [
  [/AuditEvent/i, 'auditEvent'],
  [/AttentionItem/i, 'attentionItem'],
  [/IntegrationDelivery/i, 'integrationDelivery'],
  [/ContactImport/i, 'contactImport'],
  [/Campaign/i, 'campaign'],
  [/Contact/i, 'contact'],
  [/Export/i, 'export'],
  [/Recording/i, 'recording'],
  [/Segment/i, 'segment'],
  [/Integration/i, 'integration'],
  [/Notification/i, 'notification'],
  [/Organi[sz]ation/i, 'organisation'],
  [/Product/i, 'product'],
  [/ApiKey/i, 'apiKey'],
  [/Invitation/i, 'invitation'],
  [/User|Email/i, 'member'],
];

/** ID arguments and fields whose name is not `<entity>Id`. */
const ID_NAMES: Record<string, keyof EntityIds> = {
  organizationId: 'organisation',
  organisationId: 'organisation',
  inviteId: 'pendingUser',
  assigneeId: 'member',
  userIds: 'member',
  questions: 'question',
};

function entityOfId(operation: SchemaOperation, name: string): keyof EntityIds {
  if (ID_NAMES[name]) return ID_NAMES[name];
  if (name !== 'id' && name !== 'ids') {
    const entity = name.replace(/Ids?$/, '');
    if (entity !== name) return entity as keyof EntityIds;
  }
  const returned = String(operation.field.type).replace(/[[\]!]/g, '');
  for (const text of [operation.name, returned]) {
    const found = ENTITY_WORDS.find(([pattern]) => pattern.test(text));
    if (found) return found[1];
  }
  throw new Error(`${operation.coordinate}: which entity is its ${name}? Add an override in fixtures.ts.`);
}

/** Strings that must have a form of their own, by `Owner.field`, then by field name. */
function stringFor(world: World, owner: string, name: string): string {
  const byOwner: Record<string, string> = {
    'userTermsAccepted.email': world.adminA.email,
    'ContactImportMappingInput.email': 'email',
    'CreateContactImportInput.fileName': 'people.csv',
    'getSignedUrl.fileName': 'photo.png',
    'getSignedUrl.type': 'image/png',
    'CreateIntegrationInput.url': `${world.receiver.url}/matrix-hook`,
  };
  const byName: Record<string, string> = {
    email: uniqueEmail('matrix'),
    key: world.organisationA.widgetKey,
    slug: 'techxpo1',
    delimiter: ',',
    timeZone: 'Europe/London',
    name: `Matrix ${hex(3)}`,
  };
  return byOwner[`${owner}.${name}`] ?? byName[name] ?? `Matrix ${name}`;
}

/** Prefer the value of an enum that makes a call valid without further arguments. */
const ENUM_CHOICES: Record<string, string> = {
  CampaignSource: 'Link',
  IntegrationKind: 'Webhook',
  WidgetPurpose: 'ProvideFeedback',
  UserRole: 'Member',
  // Valid with and without a campaign named.
  ExportKind: 'CampaignResponses',
};

/** Org A's things for the ids, valid values of each kind for the rest. */
export function argumentSource(world: World): ArgumentSource {
  const idOf = (operation: SchemaOperation, name: string) => {
    const id = world.ids[entityOfId(operation, name)];
    if (!id)
      throw new Error(`${operation.coordinate}: no entity for ${name}. Add an override in fixtures.ts.`);
    return id;
  };
  return {
    id: (operation, _owner, name) => idOf(operation, name),
    // combinedCampaignStats compares 2 to 10 campaigns.
    idList: (operation, _owner, name) =>
      name === 'ids' ? [world.ids.campaign, world.ids.draftCampaign] : [idOf(operation, name)],
    string: (_operation, owner, name) => stringFor(world, owner, name),
    enumValue: (type: GraphQLEnumType) => ENUM_CHOICES[type.name] ?? type.getValues()[0]!.value,
    scalar(type: GraphQLScalarType, owner, name) {
      if (type.name === 'Boolean') return true;
      if (type.name === 'Int') return 1;
      if (type.name === 'Float') return 1;
      // A schedule a month ahead: nothing is sent while the matrix runs.
      if (type.name === 'DateTime') return new Date(Date.now() + 30 * 86_400_000).toISOString();
      if (type.name === 'SegmentRules') {
        return { type: 'group', match: 'all', rules: [{ type: 'field', field: 'email', operator: 'isSet' }] };
      }
      throw new Error(`No value for ${owner}.${name} of scalar ${type.name}.`);
    },
  };
}

/** Org B has nothing of a kind a call needs of its own: that call is not made. */
export class NothingOfB extends Error {}

/**
 * Org B's own things everywhere except at one position, which names org A's: how org B's Admin
 * would try to reach org A through the ids inside its own calls.
 */
export function foreignReferenceSource(world: World, foreign: IdPosition): ArgumentSource {
  const base = argumentSource(world);
  const isForeign = (owner: string, name: string) => owner === foreign.owner && name === foreign.name;
  const ofB = (operation: SchemaOperation, name: string) => {
    const entity = entityOfId(operation, name);
    const id = world.idsOfB[entity];
    if (!id) throw new NothingOfB(`${operation.coordinate}: org B has no ${entity}.`);
    return id;
  };
  return {
    ...base,
    id: (operation, owner, name) =>
      isForeign(owner, name) ? base.id(operation, owner, name) : ofB(operation, name),
    idList(operation, owner, name) {
      if (!isForeign(owner, name)) return [ofB(operation, name)];
      // combinedCampaignStats compares 2 to 10 campaigns: one of B's own beside org A's.
      return name === 'ids'
        ? [ofB(operation, name), world.ids.campaign]
        : base.idList(operation, owner, name);
    },
  };
}

// --- Throwaway entities, one per call, for the operations that destroy or move what they touch ---

async function asAdminA<T>(world: World, query: string, variables?: Record<string, unknown>) {
  return ok(await world.adminA.ask<T>(query, variables));
}

const exists = (world: World, query: string, id: string) => async () =>
  !(await world.adminA.ask(query, { id })).errors;

async function freshCampaign(world: World, state: 'Draft' | 'Scheduled' | 'Paused') {
  const { createCampaign } = await asAdminA<{ createCampaign: { id: string } }>(
    world,
    'mutation ($p: ID!, $input: CreateCampaignInput!) { createCampaign(productId: $p, input: $input) { id } }',
    {
      p: world.ids.product,
      input: { name: `${world.marker} throwaway`, source: 'Link', purpose: 'ProvideFeedback', message: 'Hi' },
    },
  );
  const id = createCampaign.id;
  if (state !== 'Draft') {
    await asAdminA(
      world,
      'mutation ($id: ID!, $input: CampaignScheduleInput!) { scheduleCampaign(id: $id, input: $input) { id } }',
      { id, input: { startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString() } },
    );
  }
  if (state === 'Paused')
    await asAdminA(world, 'mutation ($id: ID!) { pauseCampaign(id: $id) { id } }', { id });
  world.secretsOfA.set(id, 'throwaway campaign id');
  const statusIs = async () =>
    (
      await asAdminA<{ campaign: { status: string } }>(
        world,
        'query ($id: ID!) { campaign(id: $id) { status } }',
        { id },
      )
    ).campaign.status === state;
  return { id, intact: statusIs };
}

async function freshContact(world: World) {
  const email = `throwaway-${hex(3)}@people-of-a.test`;
  world.peopleOfA.set(email, 'throwaway contact e-mail');
  world.secretsOfA.set(email, 'throwaway contact e-mail');
  const { addSegmentMember } = await asAdminA<{ addSegmentMember: { id: string } }>(
    world,
    'mutation ($s: ID!, $input: ContactInput!) { addSegmentMember(segmentId: $s, input: $input) { id } }',
    { s: world.ids.segment, input: { email } },
  );
  world.secretsOfA.set(addSegmentMember.id, 'throwaway contact id');
  return {
    id: addSegmentMember.id,
    email,
    intact: exists(world, 'query ($id: ID!) { contact(id: $id) { id } }', addSegmentMember.id),
  };
}

async function freshRecording(world: World) {
  const email = `throwaway-visitor-${hex(3)}@visitors-of-a.test`;
  world.peopleOfA.set(email, 'visitor e-mail');
  world.secretsOfA.set(email, 'visitor e-mail');
  const submitted = await submitFeedback(world, {
    messageType: 'ProvideFeedback',
    text: `Fine ${hex(4)}`,
    contact: { email },
  });
  world.secretsOfA.set(submitted.recordingId, 'throwaway recording id');
  return {
    ...submitted,
    intact: exists(world, 'query ($id: ID!) { recording(id: $id) { id } }', submitted.recordingId),
  };
}

async function freshMember(world: World) {
  const member = await signUpMember(world.h, world.organisationA.id);
  world.secretsOfA.set(member.id, 'throwaway user id');
  world.peopleOfA.set(member.email.toLowerCase(), 'throwaway user e-mail');
  world.secretsOfA.set(member.email.toLowerCase(), 'throwaway user e-mail');
  const intact = async () => {
    const { users } = await asAdminA<{ users: { id: string; role: string; enabled: boolean }[] }>(
      world,
      '{ users(paging: { limit: 100 }) { id role enabled } }',
    );
    const found = users.find((user) => user.id === member.id);
    return found?.role === 'Member' && found.enabled;
  };
  return { id: member.id, intact };
}

async function freshPendingUser(world: World) {
  const pending = await signUpAndAskToJoin(
    world.h,
    `pending-${hex(3)}@${world.domain}`,
    world.organisationA.id,
  );
  world.secretsOfA.set(pending.id, 'throwaway pending user id');
  world.peopleOfA.set(pending.email.toLowerCase(), 'throwaway pending user e-mail');
  world.secretsOfA.set(pending.email.toLowerCase(), 'throwaway pending user e-mail');
  const intact = async () => {
    const { organisationReviewUsers } = await asAdminA<{ organisationReviewUsers: { id: string }[] }>(
      world,
      '{ organisationReviewUsers { id } }',
    );
    return organisationReviewUsers.some((user) => user.id === pending.id);
  };
  return { id: pending.id, email: pending.email, intact };
}

/** `generated()` gives the arguments generated from the schema, for overrides that only change some. */
type Override = (world: World, generated: () => Record<string, unknown>) => Promise<PreparedCall>;

/**
 * Calls the schema alone cannot make valid, or that would use up or destroy org A's shared
 * entities: each gets what it needs, fresh for every caller where the call consumes it.
 */
export const OVERRIDES: Record<string, Override> = {
  'Query.campaignInvitation': async (world) => ({ args: { token: world.tokens.campaignPage } }),

  'Query.recordingAudioUrl': async (world) => ({ args: { id: world.ids.voiceRecording } }),

  'Mutation.updateCampaign': async (world, generated) => ({
    args: { ...generated(), id: world.ids.draftCampaign },
  }),
  'Mutation.deleteCampaign': async (world) => {
    const { id, intact } = await freshCampaign(world, 'Draft');
    return { args: { id }, intact };
  },
  'Mutation.scheduleCampaign': async (world, generated) => {
    const { id, intact } = await freshCampaign(world, 'Draft');
    return { args: { ...generated(), id }, intact };
  },
  'Mutation.pauseCampaign': async (world) => {
    const { id, intact } = await freshCampaign(world, 'Scheduled');
    return { args: { id }, intact };
  },
  'Mutation.resumeCampaign': async (world) => {
    const { id, intact } = await freshCampaign(world, 'Paused');
    return { args: { id }, intact };
  },
  'Mutation.submitCampaignResponse': async (world) => {
    const token = world.tokens.campaignResponses.shift();
    if (!token) throw new Error('No personal campaign link left.');
    return { args: { token, input: { text: 'Quite good.' } } };
  },
  'Mutation.unsubscribeFromCampaign': async (world) => ({
    args: { token: world.tokens.campaignUnsubscribe },
  }),

  'Mutation.deleteContact': async (world) => {
    const { id, intact } = await freshContact(world);
    return { args: { id }, intact };
  },
  'Mutation.eraseContact': async (world) => {
    const { email, intact } = await freshContact(world);
    return { args: { email }, intact };
  },
  'Mutation.removeSegmentMembers': async (world) => {
    const { id } = await freshContact(world);
    const intact = async () => {
      const { segmentMembers } = await asAdminA<{ segmentMembers: { id: string }[] }>(
        world,
        'query ($s: ID!) { segmentMembers(segmentId: $s, paging: { limit: 100 }) { id } }',
        { s: world.ids.segment },
      );
      return segmentMembers.some((contact) => contact.id === id);
    };
    return { args: { segmentId: world.ids.segment, contactIds: [id] }, intact };
  },
  'Mutation.deleteSegment': async (world) => {
    const { createSegment } = await asAdminA<{ createSegment: { id: string } }>(
      world,
      'mutation ($p: ID!, $input: CreateSegmentInput!) { createSegment(productId: $p, input: $input) { id } }',
      { p: world.ids.product, input: { name: `${world.marker} throwaway ${hex(3)}`, kind: 'Static' } },
    );
    world.secretsOfA.set(createSegment.id, 'throwaway segment id');
    return {
      args: { id: createSegment.id },
      intact: exists(world, 'query ($id: ID!) { segment(id: $id) { id } }', createSegment.id),
    };
  },
  'Mutation.createContactImport': async (_world, generated) => ({
    args: { input: { ...(generated().input as object), newSegmentName: `Matrix import ${hex(3)}` } },
  }),

  'Mutation.confirmOrganisationDomainEmail': async (world) => ({
    args: { token: world.tokens.domainConfirmation },
  }),

  'Mutation.sendFeedbackEmailVerification': async (world) => {
    const { submissionId } = await freshRecording(world);
    return { args: { key: world.organisationA.widgetKey, productId: world.ids.product, submissionId } };
  },
  'Mutation.resendFeedbackEmailVerification': async (world) => {
    const { recordingId } = await freshRecording(world);
    // The link the first mail would have carried, signed with the server's own key.
    const { token } = feedbackEmailTokens(SIGNING_SECRET).issue({
      organisationId: world.organisationA.id,
      recordingId,
    });
    world.secretsOfA.set(token, 'feedback e-mail link');
    return { args: { token } };
  },
  'Mutation.verifyFeedbackEmail': async (world) => ({ args: { token: world.tokens.feedbackEmail } }),

  'Mutation.deleteIntegration': async (world) => {
    const { createIntegration } = await asAdminA<{ createIntegration: { integration: { id: string } } }>(
      world,
      'mutation ($input: CreateIntegrationInput!) { createIntegration(input: $input) { integration { id } } }',
      {
        input: {
          kind: 'Webhook',
          name: `${world.marker} throwaway`,
          url: `${world.receiver.url}/throwaway`,
          events: ['RecordingCreated'],
        },
      },
    );
    const id = createIntegration.integration.id;
    world.secretsOfA.set(id, 'throwaway integration id');
    return {
      args: { id },
      intact: exists(world, 'query ($id: ID!) { countIntegrationDeliveries(integrationId: $id) }', id),
    };
  },

  'Mutation.deleteRecording': async (world) => {
    const { recordingId, intact } = await freshRecording(world);
    return { args: { id: recordingId }, intact };
  },
  'Mutation.transcribeRecordingAgain': async (world) => ({ args: { id: world.ids.voiceRecording } }),

  'Mutation.revokeApiKey': async (world) => {
    const { createApiKey } = await asAdminA<{ createApiKey: { secret: string; apiKey: { id: string } } }>(
      world,
      'mutation ($n: String!) { createApiKey(name: $n) { secret apiKey { id } } }',
      { n: `${world.marker} throwaway` },
    );
    const id = createApiKey.apiKey.id;
    world.secretsOfA.set(id, 'throwaway API key id');
    world.secretsOfA.set(createApiKey.secret, 'throwaway API key secret');
    const intact = async () => {
      const { apiKeys } = await asAdminA<{ apiKeys: { id: string; revokedAt: string | null }[] }>(
        world,
        '{ apiKeys(paging: { limit: 100 }) { id revokedAt } }',
      );
      return apiKeys.some((key) => key.id === id && key.revokedAt === null);
    };
    return { args: { id }, intact };
  },

  'Mutation.reviewUsers': async (world) => {
    const { id, email, intact } = await freshPendingUser(world);
    return { args: { users: [{ id, email, role: 'Member' }] }, intact };
  },
  'Mutation.activateNewUser': async (world) => {
    const { id, intact } = await freshPendingUser(world);
    return { args: { inviteId: id }, intact };
  },
  'Mutation.declineNewUser': async (world) => {
    const { id, intact } = await freshPendingUser(world);
    return { args: { inviteId: id }, intact };
  },
  'Mutation.acceptTerms': async (world) => ({ args: { botCheck: await solveBotCheck(world.h.server.url) } }),
  'Mutation.sendContactMessage': async (world, generated) => ({
    args: { ...generated(), botCheck: await solveBotCheck(world.h.server.url) },
  }),
  'Mutation.cancelInvitation': async (world) => {
    const { inviteUser } = await asAdminA<{ inviteUser: { id: string } }>(
      world,
      'mutation ($e: String!) { inviteUser(email: $e, role: Member) { id } }',
      { e: uniqueEmail('throwaway-invitee') },
    );
    const id = inviteUser.id;
    world.secretsOfA.set(id, 'throwaway invitation id');
    const intact = async () => {
      const { invitations } = await asAdminA<{ invitations: { id: string }[] }>(
        world,
        '{ invitations { id } }',
      );
      return invitations.some((invitation) => invitation.id === id);
    };
    return { args: { id }, intact };
  },
  'Mutation.updateUserRole': async (world) => {
    const { id, intact } = await freshMember(world);
    return { args: { id, role: 'Admin' }, intact };
  },
  'Mutation.setUserEnabled': async (world) => {
    const { id, intact } = await freshMember(world);
    return { args: { id, enabled: false }, intact };
  },
  'Mutation.removeUser': async (world) => {
    const { id, intact } = await freshMember(world);
    return { args: { id }, intact };
  },
};

/** The arguments of one call: generated from the schema, or what OVERRIDES says instead. */
export async function prepareCall(
  world: World,
  operation: SchemaOperation,
  source: ArgumentSource,
): Promise<PreparedCall> {
  const generated = () => requiredArguments(operation, source);
  const override = OVERRIDES[operation.coordinate];
  return override ? override(world, generated) : { args: generated() };
}
