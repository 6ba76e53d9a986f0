import { createHash, randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/database';
import { seedCatalogue } from '../../../src/db/seed-catalogue';
import { rowsOf } from '../../../src/jobs/queue-role';

/** The Admin who signs in after the upgrade: an Auth Emulator account the old rows name. */
export interface OldAdmin {
  uid: string;
  email: string;
}

/** What was written, for the reads after the upgrade to find again. */
export interface OldReleaseData {
  organisationId: string;
  adminId: string;
  memberEmail: string;
  products: { shopId: string; appId: string };
  questions: { likedId: string; elseId: string };
  recordings: {
    feedbackId: string;
    transcribedVoiceId: string;
    waitingVoiceId: string;
    campaignResponseId: string;
  };
  contacts: { anaId: string; benId: string; cleoId: string };
  segments: { staticId: string; dynamicId: string };
  contactImportId: string;
  campaignId: string;
  exports: { readyId: string; failedId: string };
  integrations: { webhookId: string; webhookUrl: string; slackId: string; slackUrl: string };
  apiKeyId: string;
}

/**
 * Writes at least one row into every table of the release of FIRST_CONTACT_IMPORT_RELEASE, in the
 * shapes that release's code wrote them (its JSON columns, enum values, keys). Written as the
 * owner (a superuser, as migrations run), so row-level security does not stand in the way.
 * Later migrations read some of these rows (voice messages for 0020, exports for 0019); none is
 * in a state one of them removes or rewrites on purpose (a join request still Pending, which 0022
 * withdraws, has its own test), so every old row must come through as it was, and the one Ready
 * export gains its expiry job.
 */
export async function fillOldRelease(db: Database, admin: OldAdmin): Promise<OldReleaseData> {
  const one = async <T = { id: string }>(query: SQL) => rowsOf<T>(await db.execute(query))[0]!;
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

  // Reference data the old server seeded at every start; the catalogue has not changed since.
  await seedCatalogue(db);
  const { platformId, categoryId, subCategoryId } = await one<{
    platformId: string;
    categoryId: string;
    subCategoryId: string;
  }>(sql`select p.id as "platformId", main.id as "categoryId", sub.id as "subCategoryId"
    from platforms p, product_categories main, product_categories sub
    where p.name = 'Web' and main.key = 'shopping' and sub.key = 'shopping.electronics'`);
  const { id: mobileId } = await one(sql`select id from platforms where name = 'iOS'`);

  const { id: organisationId } = await one(sql`insert into organisations (name, website, website_domain,
      country, type, widget_key, widget_token, trial_ends_at)
    values ('Upgrade Ltd', 'https://www.upgrade.example', 'upgrade.example', 'DE', 'Agency',
      'upgrade-widget-key', 'upgrade-widget-token', now() + interval '14 days')
    returning id`);

  const user = (fields: {
    uid: string;
    email: string;
    organisation: string | null;
    role: 'Admin' | 'Member' | null;
    firstName: string;
  }) =>
    one(sql`insert into users (firebase_uid, email, first_name, last_name, role, enabled, verified,
        organisation_id, invitation_accepted, terms_accepted_at, last_activity)
      values (${fields.uid}, ${fields.email}, ${fields.firstName}, 'Upgrade', ${fields.role}::user_role, true,
        true, ${fields.organisation}, ${fields.organisation !== null}, now() - interval '30 days',
        now() - interval '2 days')
      returning id`);
  const { id: adminId } = await user({
    uid: admin.uid,
    email: admin.email,
    organisation: organisationId,
    role: 'Admin',
    firstName: 'Ada',
  });
  const memberEmail = 'max@upgrade.example';
  const { id: memberId } = await user({
    uid: 'upgrade-member-uid',
    email: memberEmail,
    organisation: organisationId,
    role: 'Member',
    firstName: 'Max',
  });
  // Someone whose request to join was refused: released, organisation-less.
  const { id: outsiderId } = await user({
    uid: 'upgrade-outsider-uid',
    email: 'olga@upgrade.example',
    organisation: null,
    role: null,
    firstName: 'Olga',
  });

  const { id: acceptedRequestId } = await one(sql`insert into join_requests (organisation_id, user_id, email,
      status, decided_role, decided_by, decided_at)
    values (${organisationId}, ${memberId}, ${memberEmail}, 'Accepted', 'Member', ${adminId}, now() - interval '20 days')
    returning id`);
  await db.execute(sql`insert into join_requests (organisation_id, user_id, email, status, decided_by, decided_at)
    values (${organisationId}, ${outsiderId}, 'olga@upgrade.example', 'Refused', ${adminId}, now() - interval '19 days')`);
  await db.execute(sql`insert into invitations (organisation_id, email, role, invited_by, expires_at)
    values (${organisationId}, 'ines@upgrade.example', 'Member', ${adminId}, now() + interval '7 days')`);
  await db.execute(sql`insert into notifications (organisation_id, user_id, kind, state, message, link, subject_id)
    values (${organisationId}, ${adminId}, 'ReviewUsers', 'Read', 'max@upgrade.example asks to join.',
      '/app/users', ${acceptedRequestId})`);
  await db.execute(sql`insert into contact_messages (organisation_id, user_id, email, subject, message, emailed_at)
    values (${organisationId}, ${memberId}, ${memberEmail}, 'Invoices', 'Where do I find our invoices?', now())`);
  await db.execute(sql`insert into bot_check_solutions (signature, expires_at)
    values ('upgrade-solution-signature', now() + interval '1 hour')`);

  const { id: shopId } = await one(sql`insert into products (organisation_id, name, url, type, platform_id,
      category_id, sub_category_id)
    values (${organisationId}, 'Gadget shop', 'https://shop.upgrade.example', 'Website', ${platformId},
      ${categoryId}, ${subCategoryId})
    returning id`);
  const { id: appId } =
    await one(sql`insert into products (organisation_id, name, type, is_active, platform_id)
    values (${organisationId}, 'Gadget app', 'App', false, ${mobileId}) returning id`);
  await db.execute(sql`insert into product_users (organisation_id, product_id, user_id)
    values (${organisationId}, ${shopId}, ${memberId})`);
  await db.execute(sql`insert into product_settings (organisation_id, product_id, time_zone, widget_language)
    values (${organisationId}, ${shopId}, 'Europe/Berlin', 'de')`);

  const { id: questionGroupId } = await one(
    sql`insert into question_groups (organisation_id) values (${organisationId}) returning id`,
  );
  const question = async (text: string, readonly: boolean) =>
    (
      await one(sql`insert into questions (organisation_id, question_group_id, text, readonly)
        values (${organisationId}, ${questionGroupId}, ${text}, ${readonly}) returning id`)
    ).id;
  const likedId = await question('What did you like?', false);
  const elseId = await question('Anything else?', true);
  await db.execute(sql`insert into widget_settings (organisation_id, product_id, background_colors, text_colors,
      button_colors, background, text, text_box, button, message_type, custom_message, collect_type,
      collect_fields, position, question_ids, question_group_id, max_recording_seconds)
    values (${organisationId}, ${shopId}, '{#ffffff,#1f1f1f}', '{#1f1f1f,#ffffff}', '{#2e8b57,#1677ff}',
      '#ffffff', '#1f1f1f', '#ffffff', '#2e8b57', 'CustomQuestion', 'Tell us about your order',
      'Form', '{name,email}', 'BottomLeft', array[${likedId}, ${elseId}]::uuid[], ${questionGroupId}, 90)`);
  await db.execute(sql`insert into event_pages (organisation_id, slug, title, product_id, question_group_id,
      question_ids, is_active)
    values (${organisationId}, 'techxpo1', 'Gadget fair', ${shopId}, ${questionGroupId},
      array[${likedId}]::uuid[], true)`);

  const contact = async (email: string, source: string, fields: Record<string, unknown>) =>
    (
      await one(sql`insert into contacts (organisation_id, product_id, email, name, phone_number, external_id,
          attributes, source)
        values (${organisationId}, ${shopId}, ${email}, ${fields.name ?? null}, ${fields.phone ?? null},
          ${fields.externalId ?? null}, ${json(fields.attributes ?? {})}, ${source}::contact_source)
        returning id`)
    ).id;
  const anaId = await contact('ana@customer.example', 'Import', {
    name: 'Ana Customer',
    phone: '+4915112345678',
    externalId: 'cust-1',
    attributes: { plan: 'pro' },
  });
  const benId = await contact('ben@customer.example', 'Import', {
    name: 'Ben Customer',
    externalId: 'cust-2',
    attributes: { plan: 'free' },
  });
  const cleoId = await contact('cleo@customer.example', 'Widget', {});

  const { id: staticId } =
    await one(sql`insert into segments (organisation_id, product_id, name, description, kind)
    values (${organisationId}, ${shopId}, 'Imported customers', 'From the spring CSV', 'Static') returning id`);
  const { id: dynamicId } =
    await one(sql`insert into segments (organisation_id, product_id, name, kind, rules)
    values (${organisationId}, ${shopId}, 'Pro plan', 'Dynamic', ${json({
      type: 'group',
      match: 'all',
      rules: [{ type: 'attribute', key: 'plan', operator: 'equals', value: 'pro' }],
    })}) returning id`);
  await db.execute(sql`insert into segment_members (organisation_id, segment_id, contact_id)
    values (${organisationId}, ${staticId}, ${anaId}), (${organisationId}, ${staticId}, ${benId})`);
  const { id: contactImportId } = await one(sql`insert into contact_imports (organisation_id, product_id,
      segment_id, created_by, file_name, delimiter, mapping, default_country, status, columns, total_rows,
      created_count, rejected_count, started_at, finished_at)
    values (${organisationId}, ${shopId}, ${staticId}, ${adminId}, 'customers.csv', ',', ${json({
      email: 'Email',
      name: 'Name',
      phoneNumber: 'Phone',
      externalId: 'Id',
      attributes: [{ column: 'Plan', key: 'plan' }],
    })}, 'DE', 'Succeeded', '{Email,Name,Phone,Id,Plan}', 3, 2, 1, now() - interval '10 days',
      now() - interval '10 days')
    returning id`);
  await db.execute(sql`insert into contact_import_rejections (organisation_id, import_id, row_number, code,
      reason, values)
    values (${organisationId}, ${contactImportId}, 3, 'INVALID_EMAIL', 'Email is not an e-mail address.',
      ${json({ Email: 'not-an-address', Name: 'Nobody', Phone: '', Id: 'cust-3', Plan: 'pro' })})`);

  const { id: campaignId } =
    await one(sql`insert into campaigns (organisation_id, product_id, segment_id, name,
      source, purpose, message, question_group_id, question_ids, keywords, status, starts_at, time_zone,
      schedule_version)
    values (${organisationId}, ${shopId}, ${staticId}, 'Spring survey', 'Email', 'CustomQuestion',
      'How was your order?', ${questionGroupId}, array[${likedId}]::uuid[], '{late,broken}', 'Running',
      now() - interval '5 days', 'Europe/Berlin', 1)
    returning id`);

  const recording = async (fields: Record<string, unknown>) =>
    (
      await one(sql`insert into recordings (organisation_id, product_id, idempotency_key, message_type, text,
          answers, contact_name, contact_email, page_url, page_title, page_language, audio_file_key,
          audio_content_type, audio_size, audio_duration_ms, sentiment_score, sentiment_label, transcript,
          reviewed, submitted_at, created_at, contact_email_verified_at, campaign_id, contact_id)
        values (${organisationId}, ${shopId}, ${randomUUID()}, ${fields.messageType}::widget_purpose,
          ${fields.text ?? null}, ${fields.answers === undefined ? null : json(fields.answers)},
          ${fields.contactName ?? null}, ${fields.contactEmail ?? null}, 'https://shop.upgrade.example/cart',
          'Cart', 'en', ${fields.audioFileKey ?? null}, ${fields.audioFileKey ? 'audio/webm' : null},
          ${fields.audioSize ?? null}, ${fields.audioDurationMs ?? null}, ${fields.sentimentScore ?? null},
          ${fields.sentimentLabel ?? null}::sentiment_label, ${fields.transcript ?? null},
          ${fields.reviewed ?? false}, now() - ${fields.age}::interval, now() - ${fields.age}::interval,
          ${fields.emailVerified ? sql`now()` : null}, ${fields.campaignId ?? null}, ${fields.contactId ?? null})
        returning id`)
    ).id;
  const feedbackId = await recording({
    messageType: 'CustomQuestion',
    text: 'Great checkout',
    answers: [{ questionId: likedId, text: 'The quick delivery' }],
    contactName: 'Cleo',
    contactEmail: 'cleo@customer.example',
    sentimentScore: 0.6249,
    sentimentLabel: 'Positive',
    reviewed: true,
    age: '4 days',
  });
  const transcribedVoiceId = await recording({
    messageType: 'LeaveMessage',
    audioFileKey: `recordings/${organisationId}/transcribed.webm`,
    audioSize: 48_213,
    audioDurationMs: 5_400,
    transcript: 'please add a dark mode',
    sentimentScore: 0.3182,
    sentimentLabel: 'Positive',
    age: '3 days',
  });
  const waitingVoiceId = await recording({
    messageType: 'LeaveMessage',
    audioFileKey: `recordings/${organisationId}/waiting.webm`,
    audioSize: 20_100,
    audioDurationMs: 2_250,
    age: '2 days',
  });
  const campaignResponseId = await recording({
    messageType: 'CustomQuestion',
    text: 'The parcel was late and broken',
    answers: [{ questionId: likedId, text: 'Nothing this time' }],
    contactEmail: 'ana@customer.example',
    sentimentScore: -0.7351,
    sentimentLabel: 'Negative',
    emailVerified: true,
    campaignId,
    contactId: anaId,
    age: '1 day',
  });
  await db.execute(sql`insert into product_sentiment (organisation_id, product_id, shard, recordings_count,
      sentiment_count, sentiment_sum)
    values (${organisationId}, ${shopId}, 0, 4, 3, ${0.6249 + 0.3182 - 0.7351})`);
  await db.execute(sql`insert into campaign_invitations (organisation_id, campaign_id, contact_id, token, sent_at,
      responded_at)
    values (${organisationId}, ${campaignId}, ${anaId}, 'upgrade-invitation-ana', now() - interval '5 days',
      now() - interval '1 day'),
      (${organisationId}, ${campaignId}, ${benId}, 'upgrade-invitation-ben', now() - interval '5 days', null)`);
  await db.execute(sql`insert into attention_items (organisation_id, campaign_id, recording_id, contact_id, reason,
      matched_keywords, assignee_id)
    values (${organisationId}, ${campaignId}, ${campaignResponseId}, ${anaId}, 'Keyword', '{late,broken}',
      ${adminId})`);
  await db.execute(sql`insert into notifications (organisation_id, user_id, kind, message, link, subject_id)
    values (${organisationId}, ${adminId}, 'AttentionRecommended', 'A response to Spring survey needs attention.',
      ${`/app/campaigns/${campaignId}`}, ${campaignResponseId})`);

  // The old queue: a voice message still waiting for its transcription (keyed the old way, which
  // migration 0020 reads), one done, and an installation-wide one.
  await db.execute(sql`insert into jobs (organisation_id, kind, payload, idempotency_key, state, attempts)
    values (${organisationId}, 'recording.transcribe', ${json({ recordingId: waitingVoiceId })},
      ${`recording:${waitingVoiceId}`}, 'queued', 1)`);
  await db.execute(sql`insert into jobs (organisation_id, kind, payload, idempotency_key, state, attempts, finished_at)
    values (${organisationId}, 'recording.transcribe', ${json({ recordingId: transcribedVoiceId })},
      ${`recording:${transcribedVoiceId}`}, 'done', 1, now() - interval '3 days')`);
  await db.execute(sql`insert into jobs (kind, idempotency_key, state, finished_at)
    values ('rate-limits.sweep', 'upgrade-sweep', 'done', now() - interval '1 hour')`);
  await db.execute(sql`insert into rate_limit_hits (bucket, window_start, hits)
    values ('widget:203.0.113.7', date_trunc('minute', now()), 3)`);

  await db.execute(sql`insert into audit_events (organisation_id, actor_id, actor_email, action, target_type,
      target_id, target_label, changes, request_id)
    values (${organisationId}, ${adminId}, ${admin.email}, 'ProductCreated', 'Product', ${shopId}, 'Gadget shop',
      ${json([{ field: 'name', from: null, to: 'Gadget shop' }])}, 'upgrade-request-1')`);
  await db.execute(sql`insert into notification_settings (organisation_id, topic, audience, email, in_app)
    values (${organisationId}, 'NewFeedback', 'Everyone', false, true)`);
  await db.execute(sql`insert into privacy_settings (organisation_id, retention_days, updated_by)
    values (${organisationId}, 730, ${adminId})`);
  await db.execute(sql`insert into privacy_deletions (organisation_id, kind, requested_by, recordings, files,
      contacts, finished_at)
    values (${organisationId}, 'Erasure', ${adminId}, 1, 1, 1, now() - interval '6 days')`);
  const { id: apiKeyId } =
    await one(sql`insert into api_keys (organisation_id, name, prefix, key_hash, created_by,
      last_used_at)
    values (${organisationId}, 'Reporting', 'hb_upgr4d3', ${createHash('sha256').update('hb_upgr4d3-secret').digest('hex')},
      ${adminId}, now() - interval '1 day')
    returning id`);

  const exportRow = (kind: string, format: string, status: string, extra: SQL) =>
    one(sql`insert into exports (organisation_id, product_id, requested_by, requested_by_email, kind, format,
        status, total_rows, rows_written, file_key, file_size, error, created_at, finished_at)
      values (${organisationId}, ${shopId}, ${adminId}, ${admin.email}, ${kind}, ${format}, ${status}, ${extra})
      returning id`);
  const { id: failedId } = await exportRow(
    'Contacts',
    'Json',
    'Failed',
    sql`null, 0, null, null, 'The storage did not answer.', now() - interval '3 hours', now() - interval '3 hours'`,
  );
  const { id: readyId } = await exportRow(
    'Recordings',
    'Csv',
    'Ready',
    sql`4, 4, ${`exports/${organisationId}/recordings.csv`}, 2048, null, now() - interval '2 hours',
      now() - interval '1 hour'`,
  );

  const webhookUrl = 'https://hooks.upgrade.example/hearback?token=abc';
  const slackUrl = 'https://hooks.slack.com/services/T0000/B0000/upgrade';
  const { id: webhookId } = await one(sql`insert into integrations (organisation_id, kind, name, url,
      signing_secret, events, created_by)
    values (${organisationId}, 'Webhook', 'Order system', ${webhookUrl}, 'whsec-upgrade', '{recording.created}',
      ${adminId})
    returning id`);
  const { id: slackId } = await one(sql`insert into integrations (organisation_id, kind, name, url, events,
      is_active, created_by)
    values (${organisationId}, 'Slack', 'Support channel', ${slackUrl}, '{attention.recommended}', false, ${adminId})
    returning id`);
  await db.execute(sql`insert into integration_deliveries (organisation_id, integration_id, event_id, event_type,
      payload, state, attempts, response_status, last_attempt_at)
    values (${organisationId}, ${webhookId}, ${feedbackId}, 'recording.created',
      ${json({ type: 'recording.created', recordingId: feedbackId })}, 'Succeeded', 1, 200, now() - interval '4 days')`);

  return {
    organisationId,
    adminId,
    memberEmail,
    products: { shopId, appId },
    questions: { likedId, elseId },
    recordings: { feedbackId, transcribedVoiceId, waitingVoiceId, campaignResponseId },
    contacts: { anaId, benId, cleoId },
    segments: { staticId, dynamicId },
    contactImportId,
    campaignId,
    exports: { readyId, failedId },
    integrations: { webhookId, webhookUrl, slackId, slackUrl },
    apiKeyId,
  };
}
