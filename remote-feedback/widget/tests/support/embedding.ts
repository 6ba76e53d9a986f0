/**
 * The built widget embedded on a host page of another origin, talking to a real HTTP receiver of
 * the public API; every server a test started is stopped after it.
 */
import fs from 'node:fs';
import { afterEach, beforeAll, expect } from 'vitest';
import type { WidgetSettings } from '../../src/core/settings';
import { PRODUCT_ID, WIDGET_DIST, WIDGET_KEY } from './fixtures';
import { hostPage } from './host-page';
import { Receiver, type ReceiverOptions, startStaticServer } from './receiver';

export interface EmbedOptions extends Pick<ReceiverOptions, 'campaign'> {
  visitor?: Parameters<typeof hostPage>[0]['visitor'];
  /** The embed's own choice of language (`data-language`). */
  language?: string;
  /** Response headers of the host page, such as its Permissions-Policy. */
  headers?: Record<string, string>;
  /**
   * The widget's files on an origin of their own, the API named by `data-api`: stopping the
   * receiver then leaves the script loadable (queued-offline states). By default the receiver
   * serves both, as the assembled site does.
   */
  assetsApart?: boolean;
}

export interface Embedding {
  receiver: Receiver;
  pageUrl: string;
}

/** Registers the test file's hooks (like chromiumForFile); `keep` stops a server after the test. */
export function embeddingForFile() {
  const running: { close: () => Promise<void> }[] = [];

  beforeAll(() => {
    if (!fs.existsSync(`${WIDGET_DIST}/loader.js`))
      throw new Error('Build the widget first: pnpm run build:widget');
  });

  afterEach(async () => {
    while (running.length) await running.pop()!.close();
  });

  const keep = <Server extends { close: () => Promise<void> }>(server: Server): Server => {
    running.push(server);
    return server;
  };

  async function embed(settings: WidgetSettings, options: EmbedOptions = {}): Promise<Embedding> {
    const receiver = new Receiver({
      widgetKey: WIDGET_KEY,
      productId: PRODUCT_ID,
      settings,
      campaign: options.campaign,
      assetsDir: options.assetsApart ? undefined : WIDGET_DIST,
    });
    await receiver.start();
    keep({ close: () => receiver.stop() });
    const assetsOrigin = options.assetsApart
      ? keep(await startStaticServer({ dir: WIDGET_DIST })).origin
      : receiver.origin;
    const html = hostPage({
      loaderSrc: `${assetsOrigin}/widget/loader.js`,
      widgetKey: WIDGET_KEY,
      productId: PRODUCT_ID,
      apiBase: options.assetsApart ? receiver.apiBase : undefined,
      visitor: options.visitor,
      language: options.language,
    });
    const site = keep(
      await startStaticServer({
        pages: { '/': { type: 'text/html', body: html, headers: options.headers } },
      }),
    );
    expect(new URL(site.origin).origin).not.toBe(receiver.origin);
    return { receiver, pageUrl: `${site.origin}/` };
  }

  return { embed, keep };
}
