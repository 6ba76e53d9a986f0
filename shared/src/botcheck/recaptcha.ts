/**
 * reCAPTCHA v3: the script is loaded once per site key, on the first protected form, and a token
 * is asked for per named action (the server checks action and score).
 */
import { sharedText } from '../i18n/shared-namespace/translations';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
const loading = new Map<string, Promise<Grecaptcha>>();

function loadScript(siteKey: string): Promise<Grecaptcha> {
  const existing = loading.get(siteKey);
  if (existing) return existing;
  const promise = new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const api = window.grecaptcha;
      if (api) api.ready(() => resolve(api));
      else reject(new Error(sharedText('The bot check could not be loaded.')));
    };
    script.onerror = () => {
      loading.delete(siteKey);
      reject(
        new Error(sharedText('The bot check could not be loaded. Check your connection, then try again.')),
      );
    };
    document.head.appendChild(script);
  });
  loading.set(siteKey, promise);
  return promise;
}

export async function recaptchaToken(siteKey: string, action: string): Promise<string> {
  const api = await loadScript(siteKey);
  return api.execute(siteKey, { action });
}
