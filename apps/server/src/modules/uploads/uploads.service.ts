import { AppError, badRequest } from '../../core/errors';
import type { AccessService } from '../access/access.service';
import type { BusinessesService } from '../businesses/businesses.service';
import type { TeamService } from '../team/team.service';
import type { ManagedTeamMember } from '@booklane/shared/schemas';
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
    private readonly team: TeamService,
  ) {}

  /** A team member's photo: the logo's rules (decisions.md 9.1). */
  async replaceTeamMemberPhoto(
    user: UserRow,
    memberId: string,
    readUpload: () => Promise<Buffer | undefined>,
  ): Promise<ManagedTeamMember> {
    await this.access.requireAccess(user, 'teamMember.manage', memberId);
    const bytes = await readUpload();
    if (!bytes || bytes.length === 0) throw badRequest('Choose an image file for the photo', 'photo');
    const image = (await sniffImage(bytes)) ? await normalizeLogo(bytes) : null;
    if (!image) throw new AppError('unsupported_media_type', NOT_AN_IMAGE);
    const photoUrl = await this.logos.save(image.bytes, image);
    try {
      const { member, previous } = await this.team.setPhoto(memberId, photoUrl);
      await this.logos.remove(previous);
      return member;
    } catch (err) {
      await this.logos.remove(photoUrl);
      throw err;
    }
  }

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
