import type { WidgetPosition } from '../core/settings';

/**
 * BottomRight/BottomLeft sit in the corner; the `Next` variants sit one launcher higher, next to a
 * chat launcher that already holds the corner.
 */
export function launcherOffsets(position: WidgetPosition): { side: 'left' | 'right'; bottom: number } {
  return {
    side: position.startsWith('BottomLeft') ? 'left' : 'right',
    bottom: position.endsWith('Next') ? 92 : 20,
  };
}
