/**
 * The error boundary around one mounted remote: a remote that cannot be loaded (or crashes while
 * rendering) costs its own part of the page, never the layout around it and never a blank page.
 */
import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { shellText } from '../i18n/translations';

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[federation] a remote failed to load or render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Result
        status="error"
        title={shellText('This part of the dashboard could not be loaded.')}
        subTitle={shellText('Check your connection, then try again.')}
        extra={
          <Button type="primary" onClick={this.props.onRetry}>
            {shellText('Retry')}
          </Button>
        }
      />
    );
  }
}
