import type { FastifyInstance } from 'fastify';
import { route } from '../route';
import type { CalendarFeedService } from '../../modules/calendar/calendar-feed.service';

export function calendarFeedRoutes(app: FastifyInstance, feeds: CalendarFeedService) {
  route(app, 'getCalendarFeedUrl', ({ user, reply }) => {
    // A secret: never kept by a shared cache.
    void reply.header('Cache-Control', 'private, no-store');
    return feeds.url(user);
  });
  route(app, 'rotateCalendarFeedUrl', ({ user }) => feeds.rotate(user));
  route(app, 'getCalendarFeed', async ({ params, reply }) => {
    const body = await feeds.feed(params.token);
    void reply.header('Cache-Control', 'private, max-age=300');
    return body;
  });
}
