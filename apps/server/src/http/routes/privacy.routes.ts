import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AccountFile, PrivacyService } from '../../modules/privacy/privacy.service';
import { route } from '../route';

/** A file to save, not to show; never kept by a cache (it holds the account's details). */
function attachment(reply: FastifyReply, fileName: string): void {
  // The names are built from letters and a date; anything else would not survive the quotes.
  const safe = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  void reply
    .header('Content-Disposition', `attachment; filename="${safe}"`)
    .header('Cache-Control', 'no-store');
}

function download(reply: FastifyReply, file: AccountFile): string {
  attachment(reply, file.fileName);
  return file.body;
}

/** Privacy rights (decisions.md 9.6): the account's data to download, and its deletion. */
export function privacyRoutes(app: FastifyInstance, privacy: PrivacyService) {
  route(app, 'exportMyData', async ({ user, reply }) => {
    const data = await privacy.export(user);
    attachment(reply, privacy.exportFileName());
    return data;
  });
  route(app, 'exportMyBookingsCsv', async ({ user, reply }) =>
    download(reply, await privacy.bookingsCsv(user)),
  );
  route(app, 'exportMyBookingsIcs', async ({ user, reply }) =>
    download(reply, await privacy.bookingsIcs(user)),
  );
  route(app, 'deleteMyAccount', ({ user, body, request }) =>
    privacy.deleteAccount(user, body, { signedInAt: request.signedInAt }),
  );
}
