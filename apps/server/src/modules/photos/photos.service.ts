// The business page's photos (issue 39 item 2, docs/decisions/0046): at most BUSINESS_PHOTOS_MAX,
// uploaded with the logo's checks (the bytes must say PNG, JPEG, WebP or GIF, then decode as one),
// stored resized in several widths as AVIF and WebP, in the owner's order. Every change drops the
// business's public answers and its rendered page (PublicChanges.business), as a logo change does.
import {
  BUSINESS_PHOTO_ALT_MAX_LENGTH,
  BUSINESS_PHOTO_WIDTHS,
  BUSINESS_PHOTOS_MAX,
  NOT_FOUND_MESSAGES,
  PHOTO_MESSAGES,
} from '@booklane/shared/domain';
import type { BusinessPhoto } from '@booklane/shared/schemas';
import type { Caller } from '../../core/caller';
import type { Clock } from '../../core/clock';
import { AppError, badRequest, notFound } from '../../core/errors';
import type { DbOrTx, Transact } from '../../db/client';
import type { AccessService } from '../access/access.service';
import type { BusinessesService } from '../businesses/businesses.service';
import type { PublicChanges } from '../public-changes';
import { normalizePhoto } from '../uploads/image-normalize';
import { sniffImage } from '../uploads/image-sniff';
import type { PhotoStore } from '../uploads/photo-store';
import type { BusinessPhotoRow, PhotosRepository } from './photos.repository';

const NOT_AN_IMAGE = 'Only PNG, JPEG, WebP or GIF images are accepted';

function toBusinessPhotoDto(row: BusinessPhotoRow): BusinessPhoto {
  return {
    _id: row.id,
    alt: row.alt,
    width: row.width,
    height: row.height,
    files: row.files.map((f) => ({ width: f.width, avif: f.avif, webp: f.webp })),
  };
}

/** An upload as the route read it: the image's bytes and the optional description. */
export type PhotoUpload = { bytes: Buffer | undefined; alt: string | undefined };

export class PhotosService {
  constructor(
    private readonly photos: PhotosRepository,
    private readonly store: PhotoStore,
    private readonly businesses: BusinessesService,
    private readonly access: AccessService,
    private readonly transact: Transact,
    private readonly clock: Clock,
    private readonly changed: PublicChanges,
  ) {}

  /** `GET /businesses/{id}/photos`: a published business's photos, in order. */
  async listPublic(businessId: string): Promise<BusinessPhoto[]> {
    const business = await this.businesses.byId(businessId);
    return (await this.photos.listByBusiness(business._id)).map(toBusinessPhotoDto);
  }

  /**
   * Adds a photo at the end. Access and the count are checked before the upload is read
   * (`readUpload` consumes the request body), and the count again, under the business's lock,
   * before the row is written: two uploads at once never make a 13th.
   */
  async add(
    user: Caller,
    businessId: string,
    readUpload: () => Promise<PhotoUpload>,
  ): Promise<BusinessPhoto> {
    await this.access.requireAccess(user, 'business.manage', businessId);
    if ((await this.photos.listByBusiness(businessId)).length >= BUSINESS_PHOTOS_MAX) {
      throw badRequest(PHOTO_MESSAGES.tooMany, 'photo');
    }
    const { bytes, alt: rawAlt } = await readUpload();
    const alt = (rawAlt ?? '').trim();
    if (alt.length > BUSINESS_PHOTO_ALT_MAX_LENGTH) throw badRequest(PHOTO_MESSAGES.altTooLong, 'alt');
    if (!bytes || bytes.length === 0) throw badRequest(PHOTO_MESSAGES.chooseFile, 'photo');
    const variants = (await sniffImage(bytes)) ? await normalizePhoto(bytes, BUSINESS_PHOTO_WIDTHS) : null;
    if (!variants || variants.length === 0) throw new AppError('unsupported_media_type', NOT_AN_IMAGE);

    const files = await this.store.save(variants);
    const widest = variants[variants.length - 1]!;
    let row: BusinessPhotoRow;
    try {
      row = await this.transact(async (tx) => {
        const current = await this.photos.lockPhotos(businessId, tx);
        if (current.length >= BUSINESS_PHOTOS_MAX) throw badRequest(PHOTO_MESSAGES.tooMany, 'photo');
        const position = current.reduce((max, p) => Math.max(max, p.position + 1), 0);
        return this.photos.insert(
          {
            businessId,
            position,
            alt,
            width: widest.width,
            height: widest.height,
            files,
            createdAt: this.clock(),
          },
          tx,
        );
      });
    } catch (err) {
      await this.store.remove(files);
      throw err;
    }
    await this.changed.business(businessId);
    return toBusinessPhotoDto(row);
  }

  /** `PUT /businesses/{id}/photos/order`: every photo once, in the new order. */
  async reorder(user: Caller, businessId: string, ids: string[]): Promise<BusinessPhoto[]> {
    await this.access.requireAccess(user, 'business.manage', businessId);
    const ordered = await this.transact(async (tx) => {
      const current = await this.photos.lockPhotos(businessId, tx);
      const known = new Set(current.map((p) => p.id));
      const asked = new Set(ids.map((id) => id.toLowerCase()));
      if (asked.size !== ids.length || asked.size !== known.size || [...asked].some((id) => !known.has(id))) {
        throw badRequest(PHOTO_MESSAGES.orderIncomplete, 'ids');
      }
      let position = 0;
      for (const id of asked) await this.photos.update(id, { position: position++ }, tx);
      return this.photos.listByBusiness(businessId, tx);
    });
    await this.changed.business(businessId);
    return ordered.map(toBusinessPhotoDto);
  }

  /** `PUT /business-photos/{id}`: the photo's description. */
  async update(user: Caller, photoId: string, alt: string): Promise<BusinessPhoto> {
    const photo = await this.owned(user, photoId);
    const row = await this.photos.update(photo.id, { alt });
    if (!row) throw notFound(NOT_FOUND_MESSAGES.photo);
    await this.changed.business(photo.businessId);
    return toBusinessPhotoDto(row);
  }

  /** `DELETE /business-photos/{id}`: the row, then its files. */
  async remove(user: Caller, photoId: string): Promise<{ message: string }> {
    const photo = await this.owned(user, photoId);
    const deleted = await this.photos.delete(photo.id);
    if (!deleted) throw notFound(NOT_FOUND_MESSAGES.photo);
    await this.changed.business(photo.businessId);
    await this.store.remove(deleted.files);
    return { message: 'Photo deleted' };
  }

  /**
   * A business leaving for good (its owner's account deleted, docs/decisions/0042): its photo rows
   * go in `tx`; answers the removal of their files, to run once `tx` has committed (a rolled-back
   * deletion keeps photos whose files still exist).
   */
  async deleteAllOf(businessId: string, tx: DbOrTx): Promise<() => Promise<void>> {
    const rows = await this.photos.deleteAllOf(businessId, tx);
    return async () => {
      for (const row of rows) await this.store.remove(row.files);
    };
  }

  /** The photo, once `user` may manage its business (another owner's: 403, as for its business). */
  private async owned(user: Caller, photoId: string): Promise<BusinessPhotoRow> {
    const photo = await this.photos.findById(photoId);
    if (!photo) throw notFound(NOT_FOUND_MESSAGES.photo);
    await this.access.requireAccess(user, 'business.manage', photo.businessId);
    return photo;
  }
}
