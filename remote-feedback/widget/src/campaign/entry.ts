/**
 * `campaign.js`: targeted campaign prompts, a build of its own beside `ui.js`. The loader imports
 * it only for a visitor the host page identified with a signature, before the panel is ever
 * opened, so such a visitor without a campaign downloads neither this nor `ui.js` for it.
 */
import { CAMPAIGN_GLOBAL, type WidgetCampaign } from '../core/widget-ui';
import { target } from './campaign-prompt';

window[CAMPAIGN_GLOBAL] = { target } satisfies WidgetCampaign;
