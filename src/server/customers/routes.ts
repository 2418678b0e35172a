import { z } from 'zod';
import { createPetSchema, petListSchema, petSchema, profileUpdateSchema, updatePetSchema } from '#shared/customers.js';
import { idParamsSchema } from '#shared/ids.js';
import { errorBodySchema } from '#shared/errors.js';
import { ACCESS_MESSAGES, currentUserSchema } from '#shared/users.js';
import type { App, AppDeps } from '../app-types.js';
import { toCurrentUser } from '../auth/service.js';
import { AppError } from '../errors.js';
import { createPet, deletePet, listPets, updatePet, updateProfile } from './service.js';

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
    '/api/customer/pets/:id',
    {
      config,
      schema: {
        summary: "Changes one of the signed-in customer's pets (the fields sent)",
        tags: ['Customer'],
        params: idParamsSchema,
        body: updatePetSchema,
        response: { 200: petSchema, 400: errorBodySchema, 404: errorBodySchema.describe('No such pet among yours'), ...refusals },
      },
    },
    async (request) => updatePet(db, request.session.user.id, request.params.id, request.body),
  );

  app.delete(
    '/api/customer/pets/:id',
    {
      config,
      schema: {
        summary: "Deletes one of the signed-in customer's pets; refused while it is on an open booking request",
        tags: ['Customer'],
        params: idParamsSchema,
        response: {
          204: z.null().describe('Deleted'),
          400: errorBodySchema,
          404: errorBodySchema.describe('No such pet among yours'),
          409: errorBodySchema.describe('The pet is on an open booking request'),
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      await deletePet(db, request.session.user.id, request.params.id);
      return reply.status(204).send(null);
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
