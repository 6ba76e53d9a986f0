import { Trans } from '@hearback/shared';
import { Collapse, Typography } from 'antd';
import { useSettingsTranslation } from '../../../i18n/translations';

const VERIFY_EXAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// body: the raw request body, exactly as received (before JSON parsing).
function verify(secret, body, signature, timestamp) {
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const expected = 'v1=' + createHmac('sha256', secret).update(timestamp + '.' + body).digest('hex');
  return expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
}`;

/** A name from the code (a header, a field, a method): the same in every language. */
const code = (name: string) => <Typography.Text code>{name}</Typography.Text>;

/** How a receiver checks a delivery: what the headers carry and how the signature is made. */
export function WebhookVerificationHelp() {
  const { t } = useSettingsTranslation();
  return (
    <Collapse
      items={[
        {
          key: 'verify',
          label: t('Verifying deliveries'),
          children: (
            <>
              <Typography.Paragraph>
                <Trans
                  t={t}
                  i18nKey="Each event is a JSON <post/> with <id/>, <type/>, <created/>, <organisation/> and <data/>, and these headers:"
                  components={{
                    post: code('POST'),
                    id: code('id'),
                    type: code('type'),
                    created: code('createdAt'),
                    organisation: code('organisationId'),
                    data: code('data'),
                  }}
                />
              </Typography.Paragraph>
              <ul>
                <li>
                  <Trans
                    t={t}
                    i18nKey="<timestamp/>: Unix seconds when it was sent."
                    components={{ timestamp: code('X-Hearback-Timestamp') }}
                  />
                </li>
                <li>
                  <Trans
                    t={t}
                    i18nKey="<signature/>: <version/> and the hex HMAC-SHA256, keyed with the signing secret, of the timestamp, a dot and the raw body."
                    components={{ signature: code('X-Hearback-Signature'), version: code('v1=') }}
                  />
                </li>
                <li>
                  <Trans
                    t={t}
                    i18nKey="<event/> and <delivery/>: the event type and this delivery's id."
                    components={{ event: code('X-Hearback-Event'), delivery: code('X-Hearback-Delivery') }}
                  />
                </li>
              </ul>
              <Typography.Paragraph>
                {t(
                  'Answer with any 2xx status. Other answers are retried up to 6 times with growing waits (30 s, 1, 2, 4 and 8 min); a 4xx other than 408, 409, 425 and 429 is final. A replay sends the same event id again: use it to ignore repeats.',
                )}
              </Typography.Paragraph>
              <Typography.Paragraph>
                <pre>{VERIFY_EXAMPLE}</pre>
              </Typography.Paragraph>
            </>
          ),
        },
      ]}
    />
  );
}
