import { CopyOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { failureMessage, Trans, useSession, useToast } from '@hearback/shared';
import { Button, Flex, Input, Skeleton, Typography } from 'antd';
import { useProductsTranslation } from '../../../i18n/translations';
import { WidgetKeyQuery } from '../api/widget-key-query';
import { IDENTIFY_CALL, identifiedSnippet, installSnippet, SIGNATURE_EXAMPLE } from '../lib/install-snippet';
import { IdentitySecret } from './IdentitySecret';

/** The script tag to paste into a site, for this product, with a copy button. */
export function InstallSnippet({ productId }: { productId: string }) {
  const { t } = useProductsTranslation();
  const { data, loading, error } = useQuery(WidgetKeyQuery);
  const toast = useToast();
  const { isAdmin } = useSession();
  const widgetKey = data?.organizationsQuery?.widgetKey;

  if (loading && !data) return <Skeleton.Input active block />;
  if (!widgetKey) {
    return (
      <Typography.Text type="danger">
        {error ? failureMessage(error) : t('No widget key yet.')}
      </Typography.Text>
    );
  }
  const snippet = installSnippet(window.location.origin, widgetKey, productId);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      toast({ message: t('Snippet copied.'), type: 'success' });
    } catch {
      toast({ message: t('The snippet could not be copied; select it and copy it by hand.'), type: 'error' });
    }
  };
  return (
    <Flex vertical gap={8}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('Paste this tag into every page of the site, before the closing body tag.')}
      </Typography.Paragraph>
      <Input.TextArea
        aria-label={t('Install snippet')}
        readOnly
        value={snippet}
        autoSize
        style={{ fontFamily: 'monospace' }}
        onFocus={(event) => event.target.select()}
      />
      <Button
        icon={<CopyOutlined aria-hidden />}
        onClick={() => void copy()}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('Copy snippet')}
      </Button>
      <Typography.Title level={5} style={{ margin: '8px 0 0' }}>
        {t('Identify signed-in visitors')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        <Trans
          t={t}
          i18nKey="Widget campaigns ask the contacts of a segment. For the widget to know a visitor, the page says who they are and your server signs it: add data-email, data-name and data-signature to the tag, or call <code>{{identifyCall}}</code>. The signature is the HMAC-SHA256 of the e-mail exactly as the page gives it, keyed with the identity secret, in hex: <code>{{signatureExample}}</code>. Compute it on your server and never put the secret in a page. Visitors without a valid signature are anonymous: they see the usual widget."
          values={{ identifyCall: IDENTIFY_CALL, signatureExample: SIGNATURE_EXAMPLE }}
          components={{ code: <Typography.Text code /> }}
        />
      </Typography.Paragraph>
      <Input.TextArea
        aria-label={t('Tag for signed-in visitors')}
        readOnly
        value={identifiedSnippet(window.location.origin, widgetKey, productId, t)}
        autoSize
        style={{ fontFamily: 'monospace' }}
        onFocus={(event) => event.target.select()}
      />
      {isAdmin && <IdentitySecret />}
    </Flex>
  );
}
