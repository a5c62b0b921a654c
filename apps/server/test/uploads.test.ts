import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { checkedInject, client, createBusiness, registerCustomer } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { GIF_1PX, multipartFile, PNG_1PX } from './helpers/multipart';

/** What the owner is told of an upload that stops short (the web shows it after "Failed to upload logo: "). */
const UPLOAD_CUT_OFF = 'The upload was cut off or is not valid multipart/form-data. Please try again.';

describeEachBackend('logo uploads', (scratch) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }));
  });
  afterAll(async () => app?.close());

  const upload = (businessId: string, token: string | undefined, file: ReturnType<typeof multipartFile>) =>
    checkedInject(app, {
      method: 'POST',
      url: `/api/uploads/business/${businessId}/logo`,
      payload: file.payload,
      headers: { ...file.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  it('accepts a PNG by content, serves it with long caching and nosniff, and replaces the old file', async () => {
    const { owner, business } = await createBusiness(app);
    // Declared as text and named .txt: only the bytes count.
    const first = await upload(
      business._id,
      owner.token,
      multipartFile('logo', 'logo.txt', 'text/plain', PNG_1PX),
    );
    expect(first.statusCode).toBe(200);
    const { logoUrl } = first.json();
    // Stored re-encoded from its pixels, under a random name.
    expect(logoUrl).toMatch(/^\/uploads\/logos\/[a-f0-9]{32}\.webp$/);

    const served = await app.inject(logoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.rawPayload.subarray(0, 4).toString()).toBe('RIFF');

    const detail = await client(app).request('GET', `/api/businesses/detail/${business._id}`);
    expect(detail.json().logo).toBe(logoUrl);

    const second = await upload(
      business._id,
      owner.token,
      multipartFile('logo', 'logo.gif', 'image/gif', GIF_1PX),
    );
    expect(second.statusCode).toBe(200);
    expect(second.json().logoUrl).not.toBe(logoUrl);
    const oldFile = path.join(scratch().dataDir, logoUrl);
    await expect(fs.access(oldFile)).rejects.toThrow();
    expect((await app.inject(logoUrl)).statusCode).toBe(404);
  });

  it('refuses SVG, HTML renamed .png and empty files with 415/400', async () => {
    const { owner, business } = await createBusiness(app);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    for (const file of [
      multipartFile('logo', 'logo.svg', 'image/svg+xml', svg),
      multipartFile('logo', 'logo.png', 'image/png', html),
    ]) {
      const res = await upload(business._id, owner.token, file);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Only PNG, JPEG, WebP or GIF images are accepted');
    }
    const empty = await upload(
      business._id,
      owner.token,
      multipartFile('logo', 'logo.png', 'image/png', Buffer.alloc(0)),
    );
    expect(empty.statusCode).toBe(400);
    const wrongField = await upload(
      business._id,
      owner.token,
      multipartFile('avatar', 'logo.png', 'image/png', PNG_1PX),
    );
    expect(wrongField.statusCode).toBe(400);
  });

  it('refuses a GIF header in front of HTML, and strips a script appended to a real image', async () => {
    const { owner, business } = await createBusiness(app);
    const fake = Buffer.concat([
      Buffer.from('GIF89a'),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    const refused = await upload(
      business._id,
      owner.token,
      multipartFile('logo', 'logo.gif', 'image/gif', fake),
    );
    expect(refused.statusCode).toBe(415);

    const polyglot = Buffer.concat([PNG_1PX, Buffer.from('<script>alert(document.cookie)</script>')]);
    const res = await upload(
      business._id,
      owner.token,
      multipartFile('logo', 'logo.png', 'image/png', polyglot),
    );
    expect(res.statusCode).toBe(200);
    const stored = await app.inject(res.json().logoUrl);
    expect(stored.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('refuses files over 2 MiB with 413', async () => {
    const { owner, business } = await createBusiness(app);
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(business._id, owner.token, multipartFile('logo', 'big.png', 'image/png', big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      message: 'The logo must be at most 2 MB',
      error: 'payload_too_large',
    });
  });

  it('answers an upload cut off before its closing boundary with 400 and a message, keeping the old logo', async () => {
    const { owner, business } = await createBusiness(app);
    const first = await upload(
      business._id,
      owner.token,
      multipartFile('logo', 'a.png', 'image/png', PNG_1PX),
    );
    expect(first.statusCode).toBe(200);

    const whole = multipartFile(
      'logo',
      'logo.png',
      'image/png',
      Buffer.concat([PNG_1PX, Buffer.alloc(4096)]),
    );
    const partHeaderEnd = whole.payload.indexOf('\r\n\r\n') + 4;
    // Content-Length is honest each time; the form just stops: inside the file, inside the part's
    // headers, right after the opening boundary.
    for (const end of [partHeaderEnd + 100, partHeaderEnd - 20, whole.payload.indexOf('\r\n') + 2]) {
      const res = await upload(business._id, owner.token, {
        ...whole,
        payload: whole.payload.subarray(0, end),
      });
      expect(res.statusCode, `cut at ${end}`).toBe(400);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({
        message: UPLOAD_CUT_OFF,
        error: 'validation_failed',
        details: [{ path: 'logo', message: UPLOAD_CUT_OFF }],
      });
    }
    // A multipart body without its boundary parameter cannot be read at all.
    const noBoundary = await upload(business._id, owner.token, {
      ...whole,
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().message).toBe(UPLOAD_CUT_OFF);

    const detail = await client(app).request('GET', `/api/businesses/detail/${business._id}`);
    expect(detail.json().logo).toBe(first.json().logoUrl);
  });

  it('lets only the owner upload', async () => {
    const { business } = await createBusiness(app);
    const other = await createBusiness(app);
    const customer = await registerCustomer(app);
    const file = () => multipartFile('logo', 'logo.png', 'image/png', PNG_1PX);
    expect((await upload(business._id, undefined, file())).statusCode).toBe(401);
    expect((await upload(business._id, customer.token, file())).statusCode).toBe(403);
    expect((await upload(business._id, other.owner.token, file())).statusCode).toBe(403);
    expect((await upload('00000000-0000-4000-8000-000000000000', other.owner.token, file())).statusCode).toBe(
      404,
    );
  });
});
