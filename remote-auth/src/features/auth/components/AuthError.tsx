import { Alert } from 'antd';

/** The one place a form's failure is shown: persistent beside the form, and announced (role=alert). */
export function AuthError({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert type="error" showIcon title={message} style={{ marginBottom: 16 }} />;
}
