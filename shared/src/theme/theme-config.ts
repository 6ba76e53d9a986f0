/** The dashboard's one antd theme (spec sections 1 and 9): green primary, black sider, tall controls. */
import type { ThemeConfig } from 'antd';

export const PRIMARY_COLOR = '#2e8b57';
export const HEADER_HEIGHT = 80;
export const CONTROL_HEIGHT = 48;
const SIDER_BACKGROUND = '#000';

export const themeConfig: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    fontFamily: 'inherit',
    controlHeight: CONTROL_HEIGHT,
  },
  components: {
    Layout: {
      headerHeight: HEADER_HEIGHT,
      siderBg: SIDER_BACKGROUND,
      triggerBg: SIDER_BACKGROUND,
    },
    // The sider's dark menu sits on pure black rather than antd's navy default.
    Menu: {
      darkItemBg: SIDER_BACKGROUND,
      darkSubMenuItemBg: SIDER_BACKGROUND,
      darkPopupBg: SIDER_BACKGROUND,
      darkItemSelectedBg: PRIMARY_COLOR,
    },
  },
};
