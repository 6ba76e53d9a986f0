import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { DEMO_ADMIN_EMAIL } from '@hearback/server/demo-credentials';
import Papa from 'papaparse';
import { expect, inject, test } from 'vitest';
import { inDesktopPage, useChromium } from '../support/browser';
import { graphqlAsPage } from '../support/graphql';
import { linkIn, waitForMail } from '../support/mail';
import { signInAsDemoAdmin } from '../support/sign-in';
import { firstProduct } from '../support/widget';

const browser = useChromium();

interface RecordingRow {
  id: string;
  text: string | null;
  createdAt: string;
  messageType: string;
  contact: { email: string | null };
}

const RECORDINGS = `query ($p: ID!, $after: ID) {
  recordings(productId: $p, paging: { limit: 100 }, after: $after, sorting: [{ field: createdAt, direction: ASC }]) {
    id text createdAt messageType contact { email }
  }
}`;

test("an Admin exports the demo product's recordings as CSV, waits for it and downloads the rows the API answers, from the page and from the e-mail", async () => {
  const baseUrl = inject('baseUrl');

  await inDesktopPage(browser(), 'data-export', async (page) => {
    await signInAsDemoAdmin(page, baseUrl);
    const productId = (await firstProduct(page)).id;
    // Feedback arrives through the widget's public API, as from a visitor's browser; texts that
    // need quoting in a CSV among them.
    const widget = await graphqlAsPage<{ organizationsQuery: { widgetKey: string } }>(
      page,
      '{ organizationsQuery { widgetKey } }',
    );
    const key = widget.data!.organizationsQuery.widgetKey;
    for (const text of ['Lovely shop.', 'Slow, "very" slow\ncheckout', '=1+2 is what I paid']) {
      const id = randomUUID();
      const response = await fetch(
        `${baseUrl}/widget/v1/submissions?key=${encodeURIComponent(key)}&product=${productId}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': id },
          body: JSON.stringify({
            id,
            createdAt: new Date().toISOString(),
            messageType: 'ProvideFeedback',
            text,
          }),
        },
      );
      expect(response.status).toBe(201);
    }

    const expected: RecordingRow[] = [];
    for (;;) {
      const answer = await graphqlAsPage<{ recordings: RecordingRow[] }>(page, RECORDINGS, {
        p: productId,
        after: expected.at(-1)?.id ?? null,
      });
      const rows = answer.data!.recordings;
      expected.push(...rows);
      if (rows.length < 100) break;
    }
    expect(expected.length).toBeGreaterThanOrEqual(3);

    await page.goto(`${baseUrl}/app/${productId}/settings/export`);
    await page.getByRole('heading', { name: 'Export', level: 2 }).waitFor();
    // CSV of recordings, every day: the form's defaults.
    const csv = page.getByRole('radio', { name: 'CSV' });
    await csv.waitFor({ state: 'attached' });
    await expect(csv.isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByText('The export was started.', { exact: false }).waitFor();

    // The page polls the export's progress until its file is offered.
    const button = page.getByRole('button', { name: 'Download the recordings export' }).first();
    await button.waitFor({ timeout: 90_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/-recordings-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    const formulaSafe = (value: string | null) =>
      value && /^[=+\-@\t\r]/.test(value) ? `'${value}` : (value ?? '');
    expect(
      parsed.data.map((row) => ({
        id: row.id,
        text: row.text,
        createdAt: row.createdAt,
        messageType: row.messageType,
        email: row['contact.email'],
      })),
    ).toEqual(
      expected.map((recording) => ({
        id: recording.id,
        text: formulaSafe(recording.text),
        createdAt: recording.createdAt,
        messageType: recording.messageType,
        email: recording.contact.email ?? '',
      })),
    );

    // The "ready" e-mail leads to the export page, which downloads the same file with the session.
    const mail = await waitForMail(
      inject('mailOutboxDir'),
      DEMO_ADMIN_EMAIL,
      /^Your export of recordings/,
      30_000,
    );
    const pageLink = linkIn(mail, `/app/${productId}/settings/export`);
    const exportId = pageLink.searchParams.get('download')!;
    expect(mail.text).not.toMatch(/exports\/v1|signature=/);
    const [fromMail] = await Promise.all([page.waitForEvent('download'), page.goto(pageLink.toString())]);
    expect(await readFile((await fromMail.path())!, 'utf8')).toBe(text);

    // The file's own link, without the session, opens nothing.
    const fresh = await graphqlAsPage<{ export: { downloadUrl: string } }>(
      page,
      'query ($id: ID!) { export(id: $id) { downloadUrl } }',
      { id: exportId },
    );
    expect((await fetch(fresh.data!.export.downloadUrl)).status).toBe(401);
  });
});
