/**
 * How many questions a widget asks at most; an event page, which shows the widget's form, too.
 * The API refuses more and the dashboard's forms stop offering another question there.
 */
export const WIDGET_QUESTIONS_MAX = 20;
