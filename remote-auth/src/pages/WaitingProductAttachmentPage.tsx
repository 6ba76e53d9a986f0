import { WaitingProductAttachment } from '../features/waiting/components/WaitingProductAttachment';

export function WaitingProductAttachmentPage() {
  return <WaitingProductAttachment />;
}
