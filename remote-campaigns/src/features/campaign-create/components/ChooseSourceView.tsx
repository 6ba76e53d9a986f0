import { LinkOutlined, MailOutlined, MessageOutlined } from '@ant-design/icons';
import { buildPath } from '@hearback/shared';
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export const CAMPAIGN_SOURCES: {
  source: 'email' | 'widget' | 'link';
  title: string;
  text: string;
  icon: ReactNode;
}[] = [
  {
    source: 'email',
    title: 'E-mail',
    text: 'A personal link to a hosted feedback page, mailed to each contact of a segment.',
    icon: <MailOutlined aria-hidden />,
  },
  {
    source: 'widget',
    title: 'Widget',
    text: 'A prompt the widget shows to identified contacts of a segment.',
    icon: <MessageOutlined aria-hidden />,
  },
  {
    source: 'link',
    title: 'Link or QR code',
    text: 'A public page anyone with the link can answer, for events and print.',
    icon: <LinkOutlined aria-hidden />,
  },
];

/** /campaigns/create: the first choice, the source, which decides the wizard's steps. */
export function ChooseSourceView({ productId }: { productId: string }) {
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Create a campaign
      </Typography.Title>
      <Typography.Text>How should people be asked?</Typography.Text>
      <Flex gap={16} wrap>
        {CAMPAIGN_SOURCES.map((choice) => (
          <Link
            key={choice.source}
            to={buildPath('campaignCreateFromSource', { productId, source: choice.source })}
            aria-label={choice.title}
          >
            <Card hoverable style={{ width: 260 }}>
              <Flex vertical gap={8}>
                <Typography.Title level={4} style={{ margin: 0 }}>
                  {choice.icon} {choice.title}
                </Typography.Title>
                <Typography.Text type="secondary">{choice.text}</Typography.Text>
              </Flex>
            </Card>
          </Link>
        ))}
      </Flex>
    </Flex>
  );
}
