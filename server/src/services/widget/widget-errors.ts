/**
 * A refusal of the public widget API: an HTTP status, a stable code and a human sentence. The
 * widget treats 408, 429 and 5xx as temporary and every other 4xx as final (README of the widget).
 */
export class WidgetApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'WidgetApiError';
  }
}

export const unknownWidget = () =>
  new WidgetApiError(404, 'UNKNOWN_WIDGET', 'No widget matches this key and product.');
