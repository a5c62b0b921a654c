import type { FastifyInstance } from 'fastify';
import type { WebhooksService } from '../../modules/webhooks/webhooks.service';
import { route } from '../route';

export function webhooksRoutes(app: FastifyInstance, webhooks: WebhooksService) {
  route(app, 'listWebhooks', ({ user, params }) => webhooks.list(user, params.id));
  route(app, 'createWebhook', ({ user, params, body }) => webhooks.create(user, params.id, body));
  route(app, 'updateWebhook', ({ user, params, body }) => webhooks.update(user, params.id, body));
  route(app, 'deleteWebhook', ({ user, params }) => webhooks.remove(user, params.id));
  route(app, 'rotateWebhookSecret', ({ user, params }) => webhooks.rotateSecret(user, params.id));
  route(app, 'listWebhookDeliveries', ({ user, params }) => webhooks.deliveries(user, params.id));
  route(app, 'testWebhook', ({ user, params }) => webhooks.test(user, params.id));
}
