import { AppError, badRequest } from '../../core/errors';
import type { AccessService } from '../access/access.service';
import type { BusinessesService } from '../businesses/businesses.service';
import type { UserRow } from '../users/users.repository';
import { normalizeLogo } from './image-normalize';
import { sniffImage } from './image-sniff';
import type { LogoStore } from './logo-store';

const NOT_AN_IMAGE = 'Only PNG, JPEG, WebP or GIF images are accepted';

export class UploadsService {
  constructor(
    private readonly access: AccessService,
    private readonly businesses: BusinessesService,
    private readonly logos: LogoStore,
  ) {}

  /**
   * Replaces the business's logo with the uploaded image. Access is checked before the upload is
   * read (`readUpload` consumes the request body), so a stranger's file is never looked at.
   */
  async replaceLogo(
    user: UserRow,
    businessId: string,
    readUpload: () => Promise<Buffer | undefined>,
  ): Promise<{ logoUrl: string }> {
    await this.access.requireAccess(user, 'business.manage', businessId);
    const bytes = await readUpload();
    if (!bytes || bytes.length === 0) throw badRequest('Choose an image file for the logo', 'logo');
    // The bytes must say PNG, JPEG, WebP or GIF (never SVG), then decode as one.
    const image = (await sniffImage(bytes)) ? await normalizeLogo(bytes) : null;
    if (!image) throw new AppError('unsupported_media_type', NOT_AN_IMAGE);

    const logoUrl = await this.logos.save(image.bytes, image);
    let previous: string | null;
    try {
      ({ previous } = await this.businesses.setLogo(businessId, logoUrl));
    } catch (err) {
      await this.logos.remove(logoUrl);
      throw err;
    }
    await this.logos.remove(previous);
    return { logoUrl };
  }
}
