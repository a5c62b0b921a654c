// The business page on a phone (issue 39 item 2, docs/decisions/0046) through the real app on every
// database: photos uploaded with the logo's checks, stored in several widths as AVIF and WebP and
// served for good; at most 12; ordered, described and deleted (files too) by their owner only;
// listed in order on the public page, whose kept page they drop; gone, files too, with the owner's
// account; and the page's next free time.
import fs from 'node:fs/promises';
import path from 'node:path';
import { BUSINESS_PHOTOS_MAX, PHOTO_MESSAGES } from '@booklane/shared/domain';
import type { BusinessPhoto, NextFreeTime } from '@booklane/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { businessPhotos } from '../src/db/schema';
import { checkedInject, client, createBusiness, registerBusinessOwner } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService } from './helpers/bookings';
import { multipartFile, PNG_1PX } from './helpers/multipart';
import { expectPhotoFilesServed } from './helpers/photos';

// Monday 1 June 2026, 08:00 in Berlin (UTC+2 in summer): the business opens at 09:00.
const MONDAY_8AM_BERLIN = new Date('2026-06-01T06:00:00Z');

/** A picture of `width` x `height` in `format`, with a gradient (something to encode). */
async function picture(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    pixels[i] = (i / 3) % 256;
    pixels[i + 1] = 120;
    pixels[i + 2] = Math.floor(i / 3 / width) % 256;
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

describeEachBackend('business page photos and next free time', (scratch) => {
  let app: FastifyInstance;
  let now = MONDAY_8AM_BERLIN;
  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }), { clock: () => now });
  });
  afterAll(async () => app?.close());

  const upload = (businessId: string, token: string, file: ReturnType<typeof multipartFile>) =>
    checkedInject(app, {
      method: 'POST',
      url: `/api/uploads/business/${businessId}/photos`,
      payload: file.payload,
      headers: { ...file.headers, authorization: `Bearer ${token}` },
    });
  const photosOf = async (businessId: string) => {
    const res = await client(app).request('GET', `/api/businesses/${businessId}/photos`);
    expect(res.statusCode).toBe(200);
    return res.json<BusinessPhoto[]>();
  };
  const onDisk = (url: string) => path.join(scratch().dataDir, url);
  const withFile = (file: ReturnType<typeof multipartFile>, token: string) => ({
    payload: file.payload,
    headers: { ...file.headers, authorization: `Bearer ${token}` },
  });

  it('stores a PNG and a JPEG in their widths as AVIF and WebP, served for good, listed in order', async () => {
    const { owner, business } = await createBusiness(app);
    const wide = await upload(
      business._id,
      owner.token,
      multipartFile('photo', 'salon.png', 'image/png', await picture(2000, 1000, 'png')),
    );
    expect(wide.statusCode).toBe(201);
    const first = wide.json<BusinessPhoto>();
    expect(first.files.map((f) => f.width)).toEqual([480, 960, 1600]);
    expect({ width: first.width, height: first.height }).toEqual({ width: 1600, height: 800 });

    // Narrower than the widest width: kept at its own width, never enlarged.
    const narrow = await upload(
      business._id,
      owner.token,
      multipartFile('photo', 'chair.jpg', 'image/jpeg', await picture(600, 400, 'jpeg')),
    );
    expect(narrow.statusCode).toBe(201);
    const second = narrow.json<BusinessPhoto>();
    expect(second.files.map((f) => f.width)).toEqual([480, 600]);

    await expectPhotoFilesServed(app, first);
    expect((await photosOf(business._id)).map((p) => p._id)).toEqual([first._id, second._id]);
  });

  it('refuses a 13th photo with a clear message, and anything that is not an image', async () => {
    const { owner, business } = await createBusiness(app);
    for (let i = 0; i < BUSINESS_PHOTOS_MAX; i++) {
      const res = await upload(
        business._id,
        owner.token,
        multipartFile('photo', 'p.png', 'image/png', PNG_1PX),
      );
      expect(res.statusCode).toBe(201);
    }
    const thirteenth = await upload(
      business._id,
      owner.token,
      multipartFile('photo', 'p.png', 'image/png', PNG_1PX),
    );
    expect(thirteenth.statusCode).toBe(400);
    expect(thirteenth.json().message).toBe(PHOTO_MESSAGES.tooMany);
    expect(await photosOf(business._id)).toHaveLength(BUSINESS_PHOTOS_MAX);

    const other = await createBusiness(app);
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const gifThenHtml = Buffer.concat([Buffer.from('GIF89a'), html]);
    for (const bytes of [html, gifThenHtml]) {
      const res = await upload(
        other.business._id,
        other.owner.token,
        multipartFile('photo', 'p.png', 'image/png', bytes),
      );
      // The logo's answer to the same files (uploads.test.ts).
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Only PNG, JPEG, WebP or GIF images are accepted');
    }
    // A script after a real image does not survive the re-encoding.
    const polyglot = Buffer.concat([PNG_1PX, Buffer.from('<script>alert(document.cookie)</script>')]);
    const kept = await upload(
      other.business._id,
      other.owner.token,
      multipartFile('photo', 'p.png', 'image/png', polyglot),
    );
    expect(kept.statusCode).toBe(201);
    for (const url of kept.json<BusinessPhoto>().files.flatMap((f) => [f.avif, f.webp])) {
      expect((await app.inject(url)).rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    }
    const empty = await upload(
      other.business._id,
      other.owner.token,
      multipartFile('photo', 'p.png', 'image/png', Buffer.alloc(0)),
    );
    expect(empty.statusCode).toBe(400);
  });

  it("lets only the business's owner reorder, describe and delete; deleting removes the files", async () => {
    const { owner, business } = await createBusiness(app);
    const ids: string[] = [];
    let firstPhoto: BusinessPhoto | undefined;
    for (let i = 0; i < 3; i++) {
      const res = await upload(
        business._id,
        owner.token,
        multipartFile('photo', 'p.png', 'image/png', PNG_1PX),
      );
      firstPhoto ??= res.json<BusinessPhoto>();
      ids.push(res.json<BusinessPhoto>()._id);
    }
    const stranger = await registerBusinessOwner(app);
    const api = client(app);
    const [a, b, c] = ids as [string, string, string];

    expect(
      (
        await api.request('PUT', `/api/businesses/${business._id}/photos/order`, {
          token: stranger.token,
          body: { ids: [c, b, a] },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await api.request('PUT', `/api/business-photos/${a}`, {
          token: stranger.token,
          body: { alt: 'Mine' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await api.request('DELETE', `/api/business-photos/${a}`, { token: stranger.token })).statusCode,
    ).toBe(403);
    const strangerUpload = await upload(
      business._id,
      stranger.token,
      multipartFile('photo', 'p.png', 'image/png', PNG_1PX),
    );
    expect(strangerUpload.statusCode).toBe(403);
    expect((await photosOf(business._id)).map((p) => p._id)).toEqual([a, b, c]);

    const incomplete = await api.request('PUT', `/api/businesses/${business._id}/photos/order`, {
      token: owner.token,
      body: { ids: [c, b] },
    });
    expect(incomplete.statusCode).toBe(400);
    const reordered = await api.request('PUT', `/api/businesses/${business._id}/photos/order`, {
      token: owner.token,
      body: { ids: [c, a, b] },
    });
    expect(reordered.statusCode).toBe(200);
    expect((await photosOf(business._id)).map((p) => p._id)).toEqual([c, a, b]);

    const described = await api.request('PUT', `/api/business-photos/${b}`, {
      token: owner.token,
      body: { alt: '  The washing basins ' },
    });
    expect(described.json().alt).toBe('The washing basins');
    expect((await photosOf(business._id)).find((p) => p._id === b)?.alt).toBe('The washing basins');

    const files = firstPhoto!.files.flatMap((f) => [f.avif, f.webp]);
    for (const url of files) await expect(fs.access(onDisk(url))).resolves.toBeUndefined();
    const deleted = await api.request('DELETE', `/api/business-photos/${a}`, { token: owner.token });
    expect(deleted.statusCode).toBe(200);
    for (const url of files) {
      await expect(fs.access(onDisk(url))).rejects.toThrow();
      expect((await app.inject(url)).statusCode).toBe(404);
    }
    expect((await photosOf(business._id)).map((p) => p._id)).toEqual([c, b]);
    expect(
      (await api.request('DELETE', `/api/business-photos/${a}`, { token: owner.token })).statusCode,
    ).toBe(404);
  });

  it("removes a business's photos, logo and team photos, rows and files, with its owner's account", async () => {
    const { owner, business } = await createBusiness(app);
    const other = await createBusiness(app);
    // Its logo and its member's photo (the logo's rules and store) go too.
    const uploadPicture = async (url: string, field: string) => {
      const res = await checkedInject(app, {
        method: 'POST',
        url,
        ...withFile(multipartFile(field, 'p.png', 'image/png', PNG_1PX), owner.token),
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json<{ logoUrl?: string; photoUrl?: string | null }>();
    };
    const team = await client(app).request('GET', `/api/businesses/${business._id}/team-members`);
    const [member] = team.json<Array<{ _id: string }>>();
    const { logoUrl } = await uploadPicture(`/api/uploads/business/${business._id}/logo`, 'logo');
    const { photoUrl } = await uploadPicture(`/api/uploads/team-members/${member!._id}/photo`, 'photo');
    const pictures = [logoUrl!, photoUrl!];
    for (const url of pictures) expect((await app.inject(url)).statusCode).toBe(200);
    const files: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await upload(
        business._id,
        owner.token,
        multipartFile('photo', 'p.png', 'image/png', await picture(700, 500, 'png')),
      );
      expect(res.statusCode).toBe(201);
      files.push(...res.json<BusinessPhoto>().files.flatMap((f) => [f.avif, f.webp]));
    }
    const kept = await upload(
      other.business._id,
      other.owner.token,
      multipartFile('photo', 'p.png', 'image/png', PNG_1PX),
    );
    const keptFiles = kept.json<BusinessPhoto>().files.flatMap((f) => [f.avif, f.webp]);
    expect(files).toHaveLength(8);
    for (const url of [...files, ...keptFiles]) await expect(fs.access(onDisk(url))).resolves.toBeUndefined();

    const deleted = await client(app).request('DELETE', '/api/users/me', {
      token: owner.token,
      body: { password: owner.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const rows = await app.ctx.database.db
      .select({ id: businessPhotos.id })
      .from(businessPhotos)
      .where(eq(businessPhotos.businessId, business._id));
    expect(rows).toEqual([]);
    for (const url of [...files, ...pictures]) {
      await expect(fs.access(onDisk(url))).rejects.toThrow();
      expect((await app.inject(url)).statusCode).toBe(404);
    }
    // Another business's photos stay.
    for (const url of keptFiles) await expect(fs.access(onDisk(url))).resolves.toBeUndefined();
    expect(await photosOf(other.business._id)).toHaveLength(1);
  });

  it("drops the business's kept public answer when a photo is added", async () => {
    const { owner, business } = await createBusiness(app);
    expect(await photosOf(business._id)).toEqual([]);
    await upload(business._id, owner.token, multipartFile('photo', 'p.png', 'image/png', PNG_1PX));
    expect(await photosOf(business._id)).toHaveLength(1);
  });

  it('answers the next free time in the business zone, across services, and none without one', async () => {
    now = MONDAY_8AM_BERLIN;
    const { owner, business } = await createBusiness(app, { timezone: 'Europe/Berlin' });
    const none = await client(app).request('GET', `/api/businesses/${business._id}/next-free`);
    expect(none.statusCode).toBe(200);
    expect(none.json<NextFreeTime>()).toEqual({ next: null, timezone: 'Europe/Berlin' });

    const service = await createService(app, owner, business._id);
    const res = await client(app).request('GET', `/api/businesses/${business._id}/next-free`);
    expect(res.json<NextFreeTime>()).toEqual({
      next: { date: '2026-06-01', startTime: '09:00', serviceId: service._id },
      timezone: 'Europe/Berlin',
    });
    const missing = await client(app).request(
      'GET',
      `/api/businesses/00000000-0000-4000-8000-000000000000/next-free`,
    );
    expect(missing.statusCode).toBe(404);
  });
});
