// The business page's photos and its next free time (issue 39 item 2; docs/decisions/0046).
import { z } from 'zod';
import { BUSINESS_PHOTO_ALT_MAX_LENGTH, BUSINESS_PHOTOS_MAX } from '../domain/constants';
import { PHOTO_MESSAGES as P } from '../domain/messages';
import { dateSchema, idSchema, timeSchema } from './common';

/** One stored width of a photo: the same picture as AVIF and as WebP. */
const photoFileSchema = z.object({
  width: z.number().int().positive(),
  /** `/uploads/photos/...` */
  avif: z.string(),
  webp: z.string(),
});

/** A photo of the business page, in the owner's order. */
export const businessPhotoSchema = z.object({
  _id: idSchema,
  /** What the photo shows, for screen readers; empty: decorative (the gallery names it by number). */
  alt: z.string(),
  /** The largest stored width and its height: the photo's shape, so its place is kept before it loads. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Narrowest first. */
  files: z.array(photoFileSchema).min(1),
});
export type BusinessPhoto = z.infer<typeof businessPhotoSchema>;

/** `GET /businesses/{id}/photos`: at most BUSINESS_PHOTOS_MAX, in the owner's order. */
export const businessPhotoListSchema = z.array(businessPhotoSchema).max(BUSINESS_PHOTOS_MAX);

const altSchema = z.string().trim().max(BUSINESS_PHOTO_ALT_MAX_LENGTH, P.altTooLong);

/** `PUT /business-photos/{id}`: the photo's description. */
export const updateBusinessPhotoRequestSchema = z.object({ alt: altSchema });

/** `PUT /businesses/{id}/photos/order`: every photo's id once, in the new order. */
export const businessPhotoOrderRequestSchema = z.object({
  ids: z.array(idSchema).min(1, P.orderIncomplete).max(BUSINESS_PHOTOS_MAX, P.orderIncomplete),
});

/**
 * `GET /businesses/{id}/next-free`: the business's first bookable time with a free place, in its
 * own zone, within NEXT_FREE_DAYS of its today; null when there is none (or only flexible services).
 */
export const nextFreeTimeSchema = z.object({
  next: z
    .object({
      /** Business local. */
      date: dateSchema,
      /** `HH:mm`, business local; null for a service booked by the day. */
      startTime: timeSchema.nullable(),
      serviceId: idSchema,
    })
    .nullable(),
  timezone: z.string(),
});
export type NextFreeTime = z.infer<typeof nextFreeTimeSchema>;
