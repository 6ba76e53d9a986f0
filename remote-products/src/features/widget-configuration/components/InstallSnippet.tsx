import { CopyOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { failureMessage, useToast } from '@hearback/shared';
import { Button, Flex, Input, Skeleton, Typography } from 'antd';
import { WidgetKeyQuery } from '../api/widget-key-query';
import { installSnippet } from '../lib/install-snippet';

/** The script tag to paste into a site, for this product, with a copy button. */
export function InstallSnippet({ productId }: { productId: string }) {
  const { data, loading, error } = useQuery(WidgetKeyQuery);
  const toast = useToast();
  const widgetKey = data?.organizationsQuery?.widgetKey;

  if (loading && !data) return <Skeleton.Input active block />;
  if (!widgetKey) {
    return (
      <Typography.Text type="danger">{error ? failureMessage(error) : 'No widget key yet.'}</Typography.Text>
    );
  }
  const snippet = installSnippet(window.location.origin, widgetKey, productId);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      toast({ message: 'Snippet copied.', type: 'success' });
    } catch {
      toast({ message: 'The snippet could not be copied; select it and copy it by hand.', type: 'error' });
    }
  };
  return (
    <Flex vertical gap={8}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Paste this tag into every page of the site, before the closing body tag.
      </Typography.Paragraph>
      <Input.TextArea
        aria-label="Install snippet"
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
        Copy snippet
      </Button>
    </Flex>
  );
}
