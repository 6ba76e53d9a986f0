import { Typography } from 'antd';
import { WaitingNotice } from './WaitingNotice';

export function WaitingConfirmation() {
  return (
    <WaitingNotice title="Your account is waiting for confirmation">
      <Typography.Paragraph>
        An Admin of your organisation has to confirm your account before you can use the dashboard.
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        We will let you in as soon as they do. If it takes long, contact an Admin of your organisation.
      </Typography.Paragraph>
    </WaitingNotice>
  );
}
