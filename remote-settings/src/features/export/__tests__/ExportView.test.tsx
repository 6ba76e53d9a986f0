import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSettings } from '../../../test/render-settings';
import { ExportsQuery } from '../api/exports-query';
import { RequestExportMutation } from '../api/request-export-mutation';
import { ExportView } from '../components/ExportView';
import { startOfDay, startOfNextDay } from '../lib/export-labels';

const entry = (id: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Export' as const,
  id,
  kind: 'Recordings' as const,
  format: 'Csv' as const,
  from: null,
  to: null,
  campaignId: null,
  status: 'Ready' as const,
  totalRows: 3,
  rowsWritten: 3,
  fileSize: 2_400,
  error: null,
  requestedBy: 'ada@example.com',
  createdAt: '2026-11-20T09:00:00.000Z',
  finishedAt: '2026-11-20T09:01:00.000Z',
  expiresAt: '2999-01-01T00:00:00.000Z',
  downloadUrl: `https://hearback.test/exports/v1/download?export=${id}&signature=s`,
  ...extra,
});

const listMock = (exports: unknown[]) => ({
  request: { query: ExportsQuery, variables: { productId: 'p1', paging: { limit: 10, offset: 0 } } },
  result: { data: { exports, countExports: exports.length } },
});

describe('ExportView (settings/export)', { timeout: 120_000 }, () => {
  it('lists exports with their progress, failure or file', async () => {
    renderSettings(<ExportView productId="p1" />, [
      listMock([
        entry('e1'),
        entry('e2', { status: 'Failed', error: 'The export file could not be stored.', downloadUrl: null }),
      ]),
    ]);
    const link = await screen.findByRole('link', { name: 'Download the recordings export' });
    expect(link.getAttribute('href')).toBe('https://hearback.test/exports/v1/download?export=e1&signature=s');
    expect(
      screen.getByText(
        `3 rows, 2.4 KB. Link works until ${new Date('2999-01-01T00:00:00.000Z').toLocaleString()}.`,
      ),
    ).toBeTruthy();
    expect(screen.getByText('The export file could not be stored.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Download/ })).toHaveLength(1);
  });

  it('shows an expired export, and a ready one whose link has since expired, without a link', async () => {
    renderSettings(<ExportView productId="p1" />, [
      listMock([
        entry('e5', { status: 'Expired', downloadUrl: null, expiresAt: '2026-11-21T09:01:00.000Z' }),
        // Read while Ready; its expiry has passed since: no dead link is offered.
        entry('e6', { expiresAt: new Date(Date.now() - 1_000).toISOString() }),
      ]),
    ]);
    const table = (await screen.findAllByRole('table')).at(-1)!;
    expect(await within(table).findAllByText('Expired')).toHaveLength(2);
    expect(
      within(table).getAllByText(
        '3 rows, 2.4 KB. The link expired and the file was deleted; export again for a new one.',
      ),
    ).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /^Download/ })).toBeNull();
  });

  it('polls a running export until its file is ready', async () => {
    const running = entry('e3', {
      status: 'Running',
      totalRows: 5_000,
      rowsWritten: 1_200,
      downloadUrl: null,
    });
    renderSettings(<ExportView productId="p1" />, [listMock([running]), listMock([entry('e3')])]);
    expect(
      await screen.findByText(`${(1_200).toLocaleString()} of ${(5_000).toLocaleString()} rows`),
    ).toBeTruthy();
    expect(
      await screen.findByRole('link', { name: 'Download the recordings export' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('requests an export of a period in the chosen format', async () => {
    const requested = vi.fn(() => ({
      data: {
        requestExport: entry('e4', { status: 'Queued', format: 'Json', rowsWritten: 0, downloadUrl: null }),
      },
    }));
    renderSettings(<ExportView productId="p1" />, [
      listMock([]),
      {
        request: {
          query: RequestExportMutation,
          variables: {
            input: {
              productId: 'p1',
              kind: 'Recordings',
              format: 'Json',
              from: startOfDay('2026-11-01'),
              to: startOfNextDay('2026-11-15'),
              campaignId: null,
            },
          },
        },
        result: requested,
      },
      listMock([
        entry('e4', { status: 'Queued', format: 'Json', rowsWritten: 0, totalRows: null, downloadUrl: null }),
      ]),
    ]);
    fireEvent.click(await screen.findByRole('radio', { name: 'JSON' }));
    fireEvent.change(screen.getByLabelText('From (day)'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To (day, included)'), { target: { value: '2026-11-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(
      await screen.findByText(
        'The export was started. It appears below; you will also get an e-mail when it is ready.',
      ),
    ).toBeTruthy();
    expect(requested).toHaveBeenCalledOnce();
    const table = screen.getAllByRole('table').at(-1)!;
    expect(await within(table).findByText('Queued')).toBeTruthy();
  });

  it('refuses a period that ends before it starts', async () => {
    const { user } = renderSettings(<ExportView productId="p1" />, [listMock([])]);
    fireEvent.change(await screen.findByLabelText('From (day)'), { target: { value: '2026-11-15' } });
    fireEvent.change(screen.getByLabelText('To (day, included)'), { target: { value: '2026-11-01' } });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('The last day must not be before the first.')).toBeTruthy();
  });

  it('tells a Member that exports are for Admins, without asking for them', async () => {
    renderSettings(<ExportView productId="p1" />, [], { role: 'Member' });
    expect(await screen.findByText('Only an Admin can export data')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });
});
