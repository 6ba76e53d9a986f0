import { EventFeedbackPage } from '../features/event-feedback/components/EventFeedbackPage';

/** One route per event page of spec section 2; the slug is the route's own. */
export const Techxpo1Page = () => <EventFeedbackPage slug="techxpo1" />;
export const Techxpo2Page = () => <EventFeedbackPage slug="techxpo2" />;
export const Techxpo3Page = () => <EventFeedbackPage slug="techxpo3" />;
