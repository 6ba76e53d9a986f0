/**
 * The product's contact a widget submission makes or completes (services/contact), as a CTE of
 * the submission's statement (widget/submit-submission.ts), which supplies the placeholders:
 * $1 organisation, $2 product, $6 the callback number, $8 the name, $10 the contact number, $26
 * the lower-case e-mail, $27 whether the name and number replace the contact's (a signed
 * identity) or only fill in what it lacks; `stored` is the CTE of the inserted recording.
 *
 * The contact is read first and written only when the submission changes something (or its
 * last write is a day old, see TOUCH_AFTER). Most submissions come from people whose contact
 * already says what they gave, and an upsert would lock that one row until commit for every one
 * of them: concurrent submissions of one visitor (or of every visitor a site identifies with a
 * shared address) would queue behind each other's commit. Two submissions that both find something to change both upsert, and the unique
 * (organisation, product, e-mail) decides: the outcome is the same as before, one row, completed.
 */
/**
 * How stale `updated_at` may be before a submission writes the contact anyway: retention
 * (services/privacy/retention.ts) deletes contacts untouched for its period, and a visitor who
 * keeps writing is not untouched. Once a day per contact is a lock nobody waits on.
 */
const TOUCH_AFTER = '1 day';

const CONTACT_NAME = (row: string) =>
  `case when $27::boolean then coalesce($8::text, ${row}.name) else coalesce(${row}.name, $8::text) end`;
const CONTACT_PHONE = (row: string) =>
  `case when $27::boolean then coalesce(coalesce($10::text, $6::text), ${row}.phone_number)
    else coalesce(${row}.phone_number, coalesce($10::text, $6::text)) end`;

export const WIDGET_CONTACT_CTE = `contact as (
    insert into contacts as c (organisation_id, product_id, email, name, phone_number, source)
    select $1::uuid, $2::uuid, $26::text, $8::text, coalesce($10::text, $6::text), 'Widget'::contact_source
    from stored
    where $26::text is not null
      and not exists (
        select 1 from contacts as known
        where known.organisation_id = $1::uuid and known.product_id = $2::uuid and known.email = $26::text
          and known.name is not distinct from ${CONTACT_NAME('known')}
          and known.phone_number is not distinct from ${CONTACT_PHONE('known')}
          and known.updated_at >= now() - interval '${TOUCH_AFTER}'
      )
    on conflict (organisation_id, product_id, email) do update set
      name = ${CONTACT_NAME('c')},
      phone_number = ${CONTACT_PHONE('c')},
      updated_at = now()
  )`;
