import type { ProductWeek } from '../../services/notification/weekly-report';

/**
 * Inputs for every mail to a dashboard user, covering each branch of their text (named and
 * unnamed, one and many, every sentiment change). english-mails.json holds what they wrote
 * before the mails had a second language (the attention mail then took its reason as English:
 * "is negative", 'mentions "refund", "late"').
 */
const expiresAt = new Date('2026-12-03T14:05:00Z');
const publicUrl = 'https://hearback.example.test';

const products: ProductWeek[] = [
  {
    id: 'p1',
    name: 'Shop app',
    newRecordings: 12,
    newResponses: 1,
    averageSentiment: 0.4,
    previousAverageSentiment: 0.15,
    openAttention: 2,
    campaigns: [
      {
        id: 'c1',
        name: 'Checkout survey',
        status: 'Running',
        sent: 40,
        responses: 9,
        responseRate: 0.225,
        newResponses: 1,
        openAttention: 1,
      },
      {
        id: 'c2',
        name: 'Spring',
        status: 'Draft',
        sent: 0,
        responses: 0,
        responseRate: null,
        newResponses: 0,
        openAttention: 0,
      },
    ],
  },
  {
    id: 'p2',
    name: 'Website',
    newRecordings: 0,
    newResponses: 3,
    averageSentiment: -0.2,
    previousAverageSentiment: 0.3,
    openAttention: 0,
    campaigns: [
      {
        id: 'c3',
        name: 'Returns',
        status: 'Finished',
        sent: 1,
        responses: 1,
        responseRate: 1,
        newResponses: 2,
        openAttention: 3,
      },
    ],
  },
  {
    id: 'p3',
    name: 'Kiosk',
    newRecordings: 1,
    newResponses: 0,
    averageSentiment: 0.1,
    previousAverageSentiment: 0.101,
    openAttention: 0,
    campaigns: [],
  },
  {
    id: 'p4',
    name: 'Quiet',
    newRecordings: 0,
    newResponses: 0,
    averageSentiment: null,
    previousAverageSentiment: null,
    openAttention: 0,
    campaigns: [],
  },
  {
    id: 'p5',
    name: 'New',
    newRecordings: 2,
    newResponses: 0,
    averageSentiment: 0,
    previousAverageSentiment: null,
    openAttention: 0,
    campaigns: [],
  },
];

export const EXAMPLES = {
  invitationAdmin: {
    to: 'new@example.test',
    organisationName: 'Acme',
    role: 'Admin',
    invitedBy: 'Ann Admin',
    link: `${publicUrl}/auth/sign-up?inviteId=i1`,
    expiresAt,
  },
  invitationMember: {
    to: 'new@example.test',
    organisationName: 'Acme',
    role: 'Member',
    invitedBy: 'ann@example.test',
    link: `${publicUrl}/auth/sign-up?inviteId=i2`,
    expiresAt,
  },
  joinRequest: {
    to: 'ann@example.test',
    email: 'bob@acme.test',
    organisationName: 'Acme',
    reviewLink: `${publicUrl}/pending-user?inviteId=r1`,
  },
  verification: { to: 'ann@example.test', link: 'https://auth.example.test/verify?oob=1' },
  domainConfirmation: {
    to: 'ann@acme.test',
    organisationName: 'Acme',
    domain: 'acme.test',
    link: `${publicUrl}/app/organisation?domainConfirmation=t1`,
    expiresAt,
  },
  attentionNegative: {
    to: 'ann@example.test',
    campaignName: 'Checkout survey',
    keywords: null,
    link: `${publicUrl}/app/p1/campaigns/c1/attention-recommended`,
  },
  attentionKeywords: {
    to: 'ann@example.test',
    campaignName: 'Checkout survey',
    keywords: '"refund", "late"',
    link: `${publicUrl}/app/p1/campaigns/c1/attention-recommended`,
  },
  exportRecordings: {
    to: 'ann@example.test',
    kind: 'Recordings',
    productName: 'Shop app',
    rows: 1,
    link: `${publicUrl}/app/p1/settings/exports/e1`,
    expiresAt,
  },
  exportResponses: {
    to: 'ann@example.test',
    kind: 'CampaignResponses',
    productName: 'Shop app',
    rows: 2500,
    link: `${publicUrl}/app/p1/settings/exports/e2`,
    expiresAt,
  },
  weeklyNamed: {
    to: 'ann@example.test',
    firstName: 'Ann',
    organisationName: 'Acme',
    window: { from: new Date('2026-11-23T09:00:00Z'), to: new Date('2026-11-30T09:00:00Z') },
    products,
    publicUrl,
  },
  weeklyUnnamed: {
    to: 'ann@example.test',
    firstName: null,
    organisationName: 'Acme',
    window: { from: new Date('2026-12-28T09:00:00Z'), to: new Date('2027-01-04T09:00:00Z') },
    products: products.slice(3),
    publicUrl,
  },
} as const;
