// Plain JavaScript so repository scripts can print the demo sign-in without a TypeScript loader;
// demo-credentials.d.ts types it for the server. Only ever valid against the Auth Emulator.

export const DEMO_ORGANISATION_NAME = 'Demo Organisation';

export const DEMO_ADMIN_EMAIL = 'admin@demo.hearback.test';
export const DEMO_ADMIN_PASSWORD = 'demo-admin-2026';

export const DEMO_MEMBER_EMAIL = 'member@demo.hearback.test';
export const DEMO_MEMBER_PASSWORD = 'demo-member-2026';
