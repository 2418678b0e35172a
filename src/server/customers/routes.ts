import { createPetSchema, petListSchema, petSchema, profileUpdateSchema } from '../../shared/customers.js';
import { errorBodySchema } from '../../shared/errors.js';
import { ACCESS_MESSAGES, currentUserSchema } from '../../shared/users.js';
import type { App, AppDeps } from '../app-types.js';
import { toCurrentUser } from '../auth/service.js';
import { AppError } from '../errors.js';
import { createPet, listPets, updateProfile } from './service.js';

const refusals = { 401: errorBodySchema, 403: errorBodySchema };
const config = { access: 'customer' } as const;

export function registerCustomerRoutes(app: App, { db }: AppDeps) {
  app.get(
    '/api/customer/pets',
    { config, schema: { summary: "The signed-in customer's pets, oldest first", tags: ['Customer'], response: { 200: petListSchema, ...refusals } } },
    async (request) => listPets(db, request.session.user.id),
  );

  app.post(
    '/api/customer/pets',
    {
      config,
      schema: {
        summary: 'Adds a pet to the signed-in customer',
        tags: ['Customer'],
        body: createPetSchema,
        response: { 201: petSchema, 400: errorBodySchema, 409: errorBodySchema, ...refusals },
      },
    },
    async (request, reply) => {
      const pet = await createPet(db, request.session.user.id, request.body);
      return reply.status(201).send(pet);
    },
  );

  app.patch(
    '/api/customer/profile',
    {
      config,
      schema: {
        summary: "Updates the signed-in customer's profile; answers the current user",
        tags: ['Customer'],
        body: profileUpdateSchema,
        response: { 200: currentUserSchema, 400: errorBodySchema, ...refusals },
      },
    },
    async (request) => {
      const { session } = request;
      const user = await updateProfile(db, session.user.id, request.body);
      // The account was deleted between the access check and the update.
      if (!user) throw new AppError('UNAUTHORIZED', ACCESS_MESSAGES.signIn);
      return toCurrentUser({ ...session, user });
    },
  );
}
