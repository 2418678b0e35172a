import type { FastifyReply, FastifyRequest } from 'fastify';
import { createPetSchema, petListSchema, petSchema, profileUpdateSchema } from '../../shared/customers.js';
import { errorBodySchema } from '../../shared/errors.js';
import { currentUserSchema } from '../../shared/users.js';
import type { App, AppDeps } from '../app-types.js';
import { setCachePolicy } from '../http/cache-policy.js';
import { requireCustomer } from '../auth/guards.js';
import { toCurrentUser } from '../auth/service.js';
import { AppError } from '../errors.js';
import { createPet, listPets, updateProfile } from './service.js';

const refusals = { 401: errorBodySchema, 403: errorBodySchema };

export function registerCustomerRoutes(app: App, deps: AppDeps) {
  const { db } = deps;
  // Checked on request, before the body is read: a visitor gets 401 whatever they send, never a 400.
  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    setCachePolicy(reply, 'noStore');
    await requireCustomer(request, deps);
  };

  app.get(
    '/api/customer/pets',
    { schema: { summary: "The signed-in customer's pets, oldest first", tags: ['Customer'], response: { 200: petListSchema, ...refusals } }, onRequest },
    async (request) => {
      const session = await requireCustomer(request, deps);
      return listPets(db, session.user.id);
    },
  );

  app.post(
    '/api/customer/pets',
    {
      schema: {
        summary: 'Adds a pet to the signed-in customer',
        tags: ['Customer'],
        body: createPetSchema,
        response: { 201: petSchema, 400: errorBodySchema, 409: errorBodySchema, ...refusals },
      },
      onRequest,
    },
    async (request, reply) => {
      const session = await requireCustomer(request, deps);
      const pet = await createPet(db, session.user.id, request.body);
      return reply.status(201).send(pet);
    },
  );

  app.patch(
    '/api/customer/profile',
    {
      schema: {
        summary: "Updates the signed-in customer's profile; answers the current user",
        tags: ['Customer'],
        body: profileUpdateSchema,
        response: { 200: currentUserSchema, 400: errorBodySchema, ...refusals },
      },
      onRequest,
    },
    async (request) => {
      const session = await requireCustomer(request, deps);
      const user = await updateProfile(db, session.user.id, request.body);
      if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
      return toCurrentUser({ ...session, user }, deps);
    },
  );
}
