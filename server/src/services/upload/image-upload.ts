import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { products } from '../../db/schema';
import { notFound } from '../../errors/app-errors';
import type {
  QueryGetBackgroungImageSignedUrlArgs,
  QueryGetSignedUrlArgs,
  SignedUrl,
} from '../../generated/resolvers-types';
import { mimeEssence } from '../../storage/audio-types';
import { newImageKey } from '../../storage/file-keys';
import { ANY_IMAGE, IMAGE_MAX_BYTES, isAcceptedImageType } from '../../storage/image-types';
import { adminOf, inOrganisation, type Member, memberOf } from '../access';
import type { ServiceContext } from '../context';
import { PRODUCT_NOT_FOUND } from '../recording/load-recordings';
import { isUuid } from '../validation/fields';
import { parseInput } from '../validation/parse-input';

const TYPES_SENTENCE = 'Only PNG, JPEG, WebP or GIF images can be uploaded.';

const imageType = z
  .string()
  .transform((value) => mimeEssence(value))
  .refine(isAcceptedImageType, { error: TYPES_SENTENCE });

const signedUrlArgs = z.object({
  fileName: z
    .string()
    .trim()
    .min(1, { error: 'File name is required.' })
    .max(255, { error: 'File name must be at most 255 characters.' }),
  type: imageType,
  assignmentId: z.string().max(128, { error: 'Assignment id must be at most 128 characters.' }).nullish(),
});

const backgroundArgs = z.object({
  aspectRatio: z.number().refine((value) => Number.isFinite(value) && value >= 0.1 && value <= 10, {
    error: 'Aspect ratio must be between 0.1 and 10 (width divided by height).',
  }),
  type: imageType.nullish(),
});

async function imageTicket(ctx: ServiceContext, member: Member, contentType: string): Promise<SignedUrl> {
  const key = newImageKey(member.organisationId);
  const origin = ctx.publicUrl();
  const ticket = await ctx.storage.createUploadTicket({
    fileKey: key,
    contentType,
    maxBytes: IMAGE_MAX_BYTES,
    origin,
  });
  return { signedUrl: ticket.uploadUrl, url: ctx.fileLinks.imageUrl(origin, key), key };
}

/**
 * An image upload for any member (a photo, an attachment); `assignmentId` says what it is for
 * and is only checked for size: the key is the server's own.
 */
export async function getSignedUrl(ctx: ServiceContext, args: QueryGetSignedUrlArgs): Promise<SignedUrl> {
  const member = await memberOf(ctx);
  const input = parseInput(signedUrlArgs, args);
  return imageTicket(ctx, member, input.type);
}

/** A widget background of a product of the Admin's organisation. */
export async function getBackgroundImageSignedUrl(
  ctx: ServiceContext,
  args: QueryGetBackgroungImageSignedUrlArgs,
): Promise<SignedUrl> {
  const admin = await adminOf(ctx, 'change the widget');
  const input = parseInput(backgroundArgs, { aspectRatio: args.aspectRatio, type: args.type });
  if (!isUuid(args.productId)) throw notFound(PRODUCT_NOT_FOUND);
  const [product] = await inOrganisation(ctx.db, admin, (tx) =>
    tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.organisationId, admin.organisationId), eq(products.id, args.productId))),
  );
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return imageTicket(ctx, admin, input.type ?? ANY_IMAGE);
}
