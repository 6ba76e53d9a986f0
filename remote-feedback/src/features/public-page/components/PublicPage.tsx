import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PAGE_FRAME_STYLE, usePageLanguage } from '../../../i18n/page-language';

export interface PublicPageProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every public feedback page: one narrow column and nothing of the dashboard, so it
 * reads the same on its own and inside another site's iframe, however narrow. It carries the
 * page's language and writing direction (right to left for Arabic and Hebrew).
 */
export function PublicPage({ title, subtitle, children }: PublicPageProps) {
  const { language, dir } = usePageLanguage();
  return (
    <main lang={language} dir={dir} style={PAGE_FRAME_STYLE}>
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
