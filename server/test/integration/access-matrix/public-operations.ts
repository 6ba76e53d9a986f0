/**
 * Operations anyone may run without belonging to the organisation whose data they touch, each
 * with the reason. What such an operation is meant to show of org A (`reveals`: the labels
 * fixtures.ts gives org A's values) is taken out of its answer before the leak check, which then
 * finds anything else of org A, down to the bare marker in every name org A gives its things.
 * Every other 'ok' of an anonymous caller, or of org B's Admin on org A's ids, fails the test.
 */
export interface PublicOperation {
  why: string;
  reveals?: string[];
}

export const PUBLIC_OPERATIONS: Record<string, PublicOperation> = {
  'Query.health': { why: 'Liveness of the API; no data.' },
  'Query.botChallenge': { why: 'The challenge the public sign-up and contact forms solve first.' },
  'Query.widgetLanguages': { why: 'The fixed list of languages the widget speaks; no tenant data.' },
  'Mutation._noop': { why: 'The placeholder root of Mutation; does nothing.' },

  'Query.organisationFeedback': {
    why: "The public feedback page of an organisation, by the id in the page's address: what it posts with.",
    reveals: ['org A name', 'widget token'],
  },
  'Query.feedbackProducts': {
    why: 'The same public feedback page: the names of the active products a visitor may choose.',
    reveals: ['product name', 'product id'],
  },
  'Query.publicEventPage': {
    why: 'A public event page (techxpo1–3) an Admin opened to visitors.',
    reveals: ['org A name', 'product name', 'product id', 'event page title', 'event page question'],
  },

  'Query.verifyInvitation': {
    why: 'The sign-up page of an invitation link: the invitation id mailed to the invitee is the capability.',
    reveals: ['invitee e-mail'],
  },
  'Mutation.verifyEmail': {
    why: "/verify?id=<user id> after Firebase applied the code: records Firebase's own state, answers a boolean.",
  },

  'Query.campaignInvitation': {
    why: 'The personal response page: the signed token in the mailed link is the capability.',
    reveals: ['campaign name', 'campaign message', 'org A name', 'product name'],
  },
  'Mutation.submitCampaignResponse': { why: 'The invited contact answers through their personal link.' },
  'Mutation.unsubscribeFromCampaign': { why: 'The unsubscribe link of the same personal invitation.' },

  'Mutation.sendFeedbackEmailVerification': {
    why: "The visitor's browser, which alone knows the submission id, asks to confirm the address it sent.",
    reveals: ['visitor e-mail'],
  },
  'Mutation.resendFeedbackEmailVerification': {
    why: 'The signed token of the mailed confirmation link is the capability.',
    reveals: ['visitor e-mail'],
  },
  'Mutation.verifyFeedbackEmail': {
    why: 'The signed token of the mailed confirmation link is the capability.',
    reveals: ['visitor e-mail', 'org A name'],
  },
};
