import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface PublicPageProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every public feedback page: one narrow column and nothing of the dashboard, so it
 * reads the same on its own and inside another site's iframe, however narrow.
 */
export function PublicPage({ title, subtitle, children }: PublicPageProps) {
  return (
    <main style={{ maxWidth: 640, margin: '0 auto', padding: '24px 16px' }}>
      <Flex vertical gap={16}>
        {(title || subtitle) && (
          <header>
            {title && (
              <Typography.Title level={1} style={{ marginBottom: 4, fontSize: 28 }}>
                {title}
              </Typography.Title>
            )}
            {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
          </header>
        )}
        {children}
      </Flex>
    </main>
  );
}
