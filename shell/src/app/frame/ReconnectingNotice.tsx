/**
 * A quiet notice while the session cannot reach the server and keeps trying. The live region is
 * always in the page, so screen readers announce the text when it appears (politely: nothing the
 * user does is interrupted). Nothing else changes meanwhile: the page and its input stay.
 */
import { SyncOutlined } from '@ant-design/icons';
import { useReconnecting } from '@hearback/shared';
import { useShellTranslation } from '../../i18n/translations';

export function ReconnectingNotice() {
  const { t } = useShellTranslation();
  const reconnecting = useReconnecting();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      style={{
        position: 'fixed',
        top: 12,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 1100,
        pointerEvents: 'none',
      }}
    >
      {reconnecting && (
        <span
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 8,
            padding: '6px 14px',
            borderRadius: 16,
            background: '#262626',
            color: '#ffffff',
            fontSize: 14,
            boxShadow: '0 2px 8px rgba(0, 0, 0, 0.25)',
          }}
        >
          <SyncOutlined spin aria-hidden />
          {t('Reconnecting…')}
        </span>
      )}
    </div>
  );
}
