/**
 * What a remote shows for a route it has no page for yet: the route's title and nothing else,
 * so an unfinished route never shows invented data.
 */
import { Typography } from 'antd';

export interface PlaceholderPageProps {
  title: string;
}

export function PlaceholderPage({ title }: PlaceholderPageProps) {
  return <Typography.Title level={2}>{title}</Typography.Title>;
}
