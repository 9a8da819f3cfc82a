import {
  AcceptedResponseSchema,
  ChangePasswordBodySchema,
  ErrorBodySchema,
  ForgotPasswordBodySchema,
  ResendVerificationBodySchema,
  ResetPasswordBodySchema,
  SessionResponseSchema,
  SignInBodySchema,
  SignInResponseSchema,
  SignUpBodySchema,
  SignUpResponseSchema,
} from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, forwardCookies, webHeaders } from '../../plugins/session.js';
import type { AuthService } from './auth.service.js';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
};
const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ authService: AuthService }> = async (
  app,
  { authService },
) => {
  app.get(
    '/session',
    {
      schema: {
        tags,
        summary: 'The signed-in user, or null',
        response: { 200: SessionResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, headers } = await authService.getSession(webHeaders(request));
      forwardCookies(reply, headers);
      return { user };
    },
  );

  app.post(
    '/sign-up',
    {
      schema: { tags, body: SignUpBodySchema, response: { 201: SignUpResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { data, headers } = await authService.signUp(
        request.body,
        webHeaders(request),
        request.ip,
      );
      forwardCookies(reply, headers);
      return reply.status(201).send(data);
    },
  );

  app.post(
    '/sign-in',
    {
      schema: { tags, body: SignInBodySchema, response: { 200: SignInResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { data, headers } = await authService.signIn(
        request.body,
        webHeaders(request),
        request.ip,
      );
      forwardCookies(reply, headers);
      return data;
    },
  );

  app.post(
    '/sign-out',
    {
      schema: {
        tags,
        summary: 'Ends every session of the user (global scope)',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { headers } = await authService.signOut(webHeaders(request));
      forwardCookies(reply, headers);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags,
        body: ForgotPasswordBodySchema,
        response: { 202: AcceptedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await authService.forgotPassword(request.body.email, request.ip);
      return reply.status(202).send({ ok: true as const });
    },
  );

  app.post(
    '/resend-verification',
    {
      schema: {
        tags,
        body: ResendVerificationBodySchema,
        response: { 202: AcceptedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await authService.resendVerification(request.body.email, request.ip);
      return reply.status(202).send({ ok: true as const });
    },
  );

  app.post(
    '/reset-password',
    { schema: { tags, body: ResetPasswordBodySchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await authService.resetPassword(request.body.token, request.body.password, request.ip);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/change-password',
    {
      preHandler: app.requireUser,
      schema: { tags, body: ChangePasswordBodySchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const { headers } = await authService.changePassword(
        currentUser(request).id,
        request.body,
        webHeaders(request),
      );
      forwardCookies(reply, headers);
      return reply.status(204).send(null);
    },
  );
};
