import { Collapse, Typography } from 'antd';

const VERIFY_EXAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// body: the raw request body, exactly as received (before JSON parsing).
function verify(secret, body, signature, timestamp) {
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const expected = 'v1=' + createHmac('sha256', secret).update(timestamp + '.' + body).digest('hex');
  return expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
}`;

/** How a receiver checks a delivery: what the headers carry and how the signature is made. */
export function WebhookVerificationHelp() {
  return (
    <Collapse
      items={[
        {
          key: 'verify',
          label: 'Verifying deliveries',
          children: (
            <>
              <Typography.Paragraph>
                Each event is a JSON <Typography.Text code>POST</Typography.Text> with{' '}
                <Typography.Text code>id</Typography.Text>, <Typography.Text code>type</Typography.Text>,{' '}
                <Typography.Text code>createdAt</Typography.Text>,{' '}
                <Typography.Text code>organisationId</Typography.Text> and{' '}
                <Typography.Text code>data</Typography.Text>, and these headers:
              </Typography.Paragraph>
              <ul>
                <li>
                  <Typography.Text code>X-Hearback-Timestamp</Typography.Text>: Unix seconds when it was sent.
                </li>
                <li>
                  <Typography.Text code>X-Hearback-Signature</Typography.Text>:{' '}
                  <Typography.Text code>v1=</Typography.Text> and the hex HMAC-SHA256, keyed with the signing
                  secret, of the timestamp, a dot and the raw body.
                </li>
                <li>
                  <Typography.Text code>X-Hearback-Event</Typography.Text> and{' '}
                  <Typography.Text code>X-Hearback-Delivery</Typography.Text>: the event type and this
                  delivery's id.
                </li>
              </ul>
              <Typography.Paragraph>
                Answer with any 2xx status. Other answers are retried up to 6 times with growing waits (30 s,
                1, 2, 4 and 8 min); a 4xx other than 408, 409, 425 and 429 is final. A replay sends the same
                event id again: use it to ignore repeats.
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
