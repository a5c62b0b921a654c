import type { FastifyInstance } from 'fastify';
import type { CustomersService } from '../../modules/customers/customers.service';
import { route } from '../route';

export function customersRoutes(app: FastifyInstance, customers: CustomersService) {
  route(app, 'listBusinessCustomers', ({ user, params, query }) => customers.list(user, params.id, query));
}
