import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MIGRATION = 20;

import type { Database } from '../../src/db/database';
import { rowsOf } from '../../src/jobs/queue-role';
import { type DatabaseBefore, databaseBefore } from '../support/database-before';
import { databaseKinds } from '../support/harness';

// Voice messages from before migration 20: a transcript is Done, one whose (unversioned) job
// still waits is Queued for it, the others are Off; scored rows say where their score came from.
describe.each(databaseKinds())(
  'migration 20 and recordings already stored, on %s',
  { timeout: 120_000 },
  (kind) => {
    let before: DatabaseBefore;
    let db: Database;

    beforeAll(async () => {
      before = await databaseBefore(kind, MIGRATION);
      db = before.db;
    });
    afterAll(async () => {
      await before?.close();
    });

    it('gives every voice message its status and every score its source', async () => {
      const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0]!;
      const { id: organisationId } = await one<{ id: string }>(sql`insert into organisations
      (name, widget_key, widget_token, trial_ends_at)
      values ('Before Ltd', 'migration-20-widget-key', 'token', now() + interval '14 days') returning id`);
      const { id: productId } = await one<{ id: string }>(sql`insert into products
      (organisation_id, name, type, platform_id)
      values (${organisationId}, 'Shop', 'Website', (select id from platforms limit 1)) returning id`);
      const recording = (
        name: string,
        fields: { audio?: boolean; text?: string; transcript?: string; score?: number },
      ) =>
        one<{
          id: string;
        }>(sql`insert into recordings (organisation_id, product_id, idempotency_key, message_type,
          text, transcript, audio_file_key, sentiment_score, sentiment_label)
        values (${organisationId}, ${productId}, ${name}, 'LeaveMessage', ${fields.text ?? null},
          ${fields.transcript ?? null}, ${fields.audio ? `recordings/${name}.webm` : null},
          ${fields.score ?? null}, ${fields.score === undefined ? null : 'Positive'})
        returning id`);
      const said = await recording('said', { audio: true, transcript: 'I love it', score: 0.6 });
      const saidAndTyped = await recording('both', {
        audio: true,
        text: 'Great',
        transcript: 'I love it',
        score: 0.7,
      });
      const waiting = await recording('waiting', { audio: true });
      const never = await recording('never', { audio: true });
      const typed = await recording('typed', { text: 'Great', score: 0.6 });
      const blank = await recording('blank', { text: '' });
      await db.execute(sql`insert into jobs (organisation_id, kind, payload, idempotency_key)
      values (${organisationId}, 'recording.transcribe', jsonb_build_object('recordingId', ${waiting.id}::text),
        ${`recording:${waiting.id}`})`);

      await before.migrateToHead();

      const found = rowsOf<{
        id: string;
        status: string | null;
        reason: string | null;
        source: string | null;
        requests: number;
      }>(
        await db.execute(sql`select id, transcription_status as status, transcription_reason as reason,
        sentiment_source as source, transcription_requests as requests from recordings`),
      );
      const byId = new Map(found.map(({ id, ...row }) => [id, row]));
      expect(byId.get(said.id)).toEqual({ status: 'Done', reason: null, source: 'Transcript', requests: 0 });
      expect(byId.get(saidAndTyped.id)).toEqual({
        status: 'Done',
        reason: null,
        source: 'TextAndTranscript',
        requests: 0,
      });
      // The waiting job has request 0 (no version in its payload): it still transcribes it.
      expect(byId.get(waiting.id)).toEqual({ status: 'Queued', reason: null, source: null, requests: 0 });
      expect(byId.get(never.id)).toEqual({
        status: 'Off',
        reason: 'Transcription is off on this server.',
        source: null,
        requests: 0,
      });
      expect(byId.get(typed.id)).toEqual({ status: null, reason: null, source: 'Text', requests: 0 });
      expect(byId.get(blank.id)).toEqual({ status: null, reason: null, source: null, requests: 0 });

      const forced = rowsOf<{ relname: string; relforcerowsecurity: boolean }>(
        await db.execute(
          sql`select relname, relforcerowsecurity from pg_class where relname in ('recordings', 'jobs') order by relname`,
        ),
      );
      expect(forced).toEqual([
        { relname: 'jobs', relforcerowsecurity: true },
        { relname: 'recordings', relforcerowsecurity: true },
      ]);
    });
  },
);
