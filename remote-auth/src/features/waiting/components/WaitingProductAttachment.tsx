import { Typography } from 'antd';
import { WaitingNotice } from './WaitingNotice';

export function WaitingProductAttachment() {
  return (
    <WaitingNotice title="No product is attached to your account yet">
      <Typography.Paragraph>
        Members see the products an Admin of their organisation gives them access to, and none has been given
        to you so far.
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        Ask an Admin to attach you to a product, then sign in again.
      </Typography.Paragraph>
    </WaitingNotice>
  );
}
