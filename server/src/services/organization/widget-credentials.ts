import { randomBytes } from 'node:crypto';

/**
 * The widget's public key goes into every installed snippet, so it only has to be unique and
 * unguessable enough not to collide; the token is a secret paired with it (32 random bytes).
 */
export function newWidgetCredentials(): { widgetKey: string; widgetToken: string } {
  return {
    widgetKey: randomBytes(16).toString('base64url'),
    widgetToken: randomBytes(32).toString('base64url'),
  };
}
