import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSettings } from '../../../test/render-settings';
import { AuditEventsQuery } from '../api/audit-events-query';
import { AUDIT_PAGE_SIZE, AuditLogView } from '../components/AuditLogView';
import { formatWhen } from '../lib/audit-labels';

const event = (id: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'AuditEvent' as const,
  id,
  action: 'UserRoleChanged' as const,
  actorEmail: 'ada@example.com',
  targetType: 'User' as const,
  targetLabel: 'grace@example.com',
  changes: [{ __typename: 'AuditChange' as const, field: 'role', from: 'Member', to: 'Admin' }],
  createdAt: '2026-11-23T09:30:00.000Z',
  ...extra,
});

const pageMock = (
  offset: number,
  events: unknown[],
  total: number,
  filter: Record<string, unknown> = {},
) => ({
  request: { query: AuditEventsQuery, variables: { paging: { limit: AUDIT_PAGE_SIZE, offset }, filter } },
  result: { data: { auditEvents: events, countAuditEvents: total } },
});

describe('AuditLogView (settings/audit)', { timeout: 60_000 }, () => {
  it('lists who did what to whom, newest first as the server pages it', async () => {
    renderSettings(<AuditLogView />, [
      pageMock(
        0,
        [
          event('e1'),
          event('e2', {
            action: 'WidgetTokenRotated',
            targetType: 'Organization',
            targetLabel: 'Acme Ltd',
            changes: [],
          }),
          event('e3', {
            action: 'RecordingDeleted',
            targetType: 'Recording',
            targetLabel: null,
            changes: [],
          }),
        ],
        3,
      ),
    ]);
    expect(await screen.findByText('Changed a role')).toBeTruthy();
    expect(screen.getByText('grace@example.com')).toBeTruthy();
    expect(screen.getByText('Role: Member → Admin')).toBeTruthy();
    expect(screen.getByText('Rotated the widget token')).toBeTruthy();
    expect(screen.getByText('Acme Ltd')).toBeTruthy();
    // Without a name, the kind of target.
    expect(screen.getByText('Recording')).toBeTruthy();
    expect(screen.getAllByText(formatWhen('2026-11-23T09:30:00.000Z'))).toHaveLength(3);
  });

  it('asks the server for the next page', async () => {
    const first = Array.from({ length: AUDIT_PAGE_SIZE }, (_, i) =>
      event(`a${i}`, { targetLabel: `user-${i}@example.com` }),
    );
    const second = vi.fn(() => ({
      data: {
        auditEvents: [event('b0', { targetLabel: 'last@example.com' })],
        countAuditEvents: AUDIT_PAGE_SIZE + 1,
      },
    }));
    const { user } = renderSettings(<AuditLogView />, [
      pageMock(0, first, AUDIT_PAGE_SIZE + 1),
      {
        request: {
          query: AuditEventsQuery,
          variables: { paging: { limit: AUDIT_PAGE_SIZE, offset: AUDIT_PAGE_SIZE }, filter: {} },
        },
        result: second,
      },
    ]);
    expect(await screen.findByText('user-0@example.com')).toBeTruthy();
    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('last@example.com')).toBeTruthy();
    expect(second).toHaveBeenCalledOnce();
  });

  it('shows a Member that the log is for Admins, without asking the server', async () => {
    const asked = vi.fn(() => ({ data: { auditEvents: [], countAuditEvents: 0 } }));
    renderSettings(
      <AuditLogView />,
      [
        {
          request: {
            query: AuditEventsQuery,
            variables: { paging: { limit: AUDIT_PAGE_SIZE, offset: 0 }, filter: {} },
          },
          result: asked,
        },
      ],
      { role: 'Member' },
    );
    expect(await screen.findByText('Only an Admin can see the audit log.')).toBeTruthy();
    await waitFor(() => expect(asked).not.toHaveBeenCalled());
  });

  it('shows the server refusal as a formatted error', async () => {
    renderSettings(<AuditLogView />, [
      {
        request: {
          query: AuditEventsQuery,
          variables: { paging: { limit: AUDIT_PAGE_SIZE, offset: 0 }, filter: {} },
        },
        result: {
          errors: [
            { message: 'only an Admin can see the audit log', extensions: { code: 'FORBIDDEN' } },
          ] as never,
        },
      },
    ]);
    expect(await screen.findByText('Only an Admin can see the audit log.')).toBeTruthy();
  });
});
