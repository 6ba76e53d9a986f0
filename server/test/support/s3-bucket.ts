import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { AppConfig } from '../../src/config/app-config';

export interface S3Bucket {
  /** The server's `s3` configuration for this bucket. */
  config: NonNullable<AppConfig['s3']>;
  /** A client of its own, to look into the bucket behind the server's back. */
  client: S3Client;
  /** Every key the bucket holds (up to 1,000). */
  keys(): Promise<string[]>;
  stop(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free port, with one empty bucket, in a temporary folder. */
export async function startS3Bucket(bucket: string): Promise<S3Bucket> {
  const folder = await mkdtemp(path.join(tmpdir(), 'hearback-s3rver-'));
  const s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: folder,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await s3rver.run();
  const config = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  return {
    config,
    client,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '');
    },
    async stop() {
      client.destroy();
      await s3rver.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
