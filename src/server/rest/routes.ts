import { TRPCError } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import { CAT_STATUS, ESTIMATED_AGE, GENDER, HEALTH } from '../../shared/constants.js';
import { googleInput, loginInput, registerInput } from '../../shared/schemas/auth.js';
import {
  catIdInput,
  createCatInput,
  favoriteInput,
  listInput,
  nearbyInput,
  updateCatInput,
} from '../../shared/schemas/cats.js';
import { createCheckinInput, myCheckinsInput } from '../../shared/schemas/checkins.js';
import { rankingInput } from '../../shared/schemas/ranking.js';
import {
  notificationSettingsInput,
  setAvatarInput,
  updateProfileInput,
} from '../../shared/schemas/users.js';
import { msg } from '../../shared/messages.js';
import { z } from '../../shared/validation.js';
import type { Context } from '../context.js';
import type { createCaller } from '../trpc/router.js';
import { fieldError, renameFields } from './errors.js';
import { jsonFormData, type FormSpec } from './multipart.js';
import * as out from './schemas.js';

export type Caller = ReturnType<typeof createCaller>;

/** What a route handler gets: the tRPC caller of the request's context and its inputs. */
export interface Call {
  caller: Caller;
  ctx: Context;
  request: FastifyRequest;
  params: Record<string, string>;
  /** The query with the documented names mapped to the procedure's and numbers read. */
  query: Record<string, unknown>;
  /** The JSON body; 415 for any other content type. */
  json: () => unknown;
  /** The multipart body as the FormData `spec` describes; 415 when it is not multipart. */
  form: (spec: FormSpec, extra?: Record<string, unknown>) => Promise<FormData>;
  /** The OpenAPI document of these routes. */
  document: object;
}

export type Tag = 'auth' | 'cats' | 'checkins' | 'users' | 'system';
export type Prefix = '' | '/api';
export const BOTH_PREFIXES: readonly Prefix[] = ['/api', ''];

export interface QuerySpec {
  /** The procedure's input schema. */
  schema: z.ZodType;
  /** Procedure field → the query parameter name clients send (the field's own name works too). */
  rename?: Readonly<Record<string, string>>;
  /** Procedure field → a note for the document. */
  notes?: Readonly<Record<string, string>>;
}

export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI path template, without the /api prefix. */
  path: string;
  /** Which families serve it (default both: /api/x and /x). */
  prefixes?: readonly Prefix[];
  operationId: string;
  summary: string;
  description?: string;
  tag: Tag;
  /** The tRPC procedure(s) behind it. */
  procedure?: string;
  /** 'optional': public, but a token changes the answer (e.g. exact cat positions). */
  auth: 'required' | 'optional' | 'none';
  params?: z.ZodObject;
  query?: QuerySpec;
  json?: z.ZodType;
  multipart?: FormSpec;
  response: { status: 200 | 201; schema: z.ZodType; description: string };
  /** Other answers besides the error statuses (e.g. 503 of the health check). */
  otherResponses?: Readonly<Record<number, { schema: z.ZodType; description: string }>>;
  errors: readonly (400 | 401 | 403 | 404 | 409 | 413 | 415 | 429)[];
  /** Absent for routes app.ts serves itself (documented here). */
  handle?: (call: Call) => unknown;
}

/** Inputs go to the procedures as received: the procedure's own schema validates them. */
const unchecked = <T>(value: unknown): T => value as T;

const latLng = { latitude: 'lat', longitude: 'lng' } as const;

const oneOrMore = (values: readonly string[]) =>
  `One or more of ${values.join(', ')}: comma-separated or repeated.`;

const catForm: FormSpec = {
  data: createCatInput,
  files: {
    photo: { multiple: false, required: true, description: 'The main photo.' },
    additionalPhotos: {
      multiple: true,
      description: 'Up to 5 more photos; any beyond the fifth are dropped.',
    },
  },
  lists: ['personalityTraits', 'needs'],
  geo: ['location'],
  optional: ['health', 'estimatedAge', 'gender', 'isSterilized', 'isVaccinated'],
};

const catUpdateForm: FormSpec = {
  data: updateCatInput,
  omit: ['id'],
  files: {
    photo: { multiple: false, description: 'A new main photo.' },
    additionalPhotos: {
      multiple: true,
      description: 'Photos to add while there is room (5 additional photos in all).',
    },
  },
  lists: ['personalityTraits', 'needs', 'removeAdditionalPhotos'],
  geo: ['location'],
  optional: ['health', 'estimatedAge', 'gender', 'isSterilized', 'isVaccinated', 'status'],
};

const checkinForm: FormSpec = {
  data: createCheckinInput,
  files: { photos: { multiple: true, description: 'Up to 5 photos.' } },
  lists: ['actions', 'needs'],
  geo: ['location'],
};

const profileForm: FormSpec = {
  data: updateProfileInput,
  files: { profilePicture: { multiple: false, description: 'A new profile picture.' } },
};

/** PUT /api/users/profile as JSON: the name and bio, or the notification settings. */
const profileJson = updateProfileInput.extend({
  notificationSettings: notificationSettingsInput.optional(),
});

async function updateProfile(call: Call) {
  const { caller } = call;
  if (call.request.isMultipart()) return caller.users.updateProfile(await call.form(profileForm));
  const body = call.json();
  if (typeof body !== 'object' || body === null || !('notificationSettings' in body)) {
    return caller.users.updateProfile(jsonFormData(body));
  }
  const { notificationSettings, ...others } = body as Record<string, unknown>;
  const [other] = Object.keys(others);
  // One change per call: settings and profile fields together would half-apply on an error.
  if (other !== undefined) {
    throw fieldError('BAD_REQUEST', msg('unknownField', { field: other }), [other]);
  }
  try {
    return await caller.users.updateNotificationSettings(unchecked(notificationSettings));
  } catch (error) {
    throw error instanceof TRPCError
      ? renameFields(error, (path) => ['notificationSettings', ...path])
      : error;
  }
}

export const restRoutes: readonly RestRoute[] = [
  // auth
  {
    method: 'GET',
    path: '/auth/me',
    operationId: 'getMe',
    summary: 'The signed-in user (checked at app start)',
    tag: 'auth',
    procedure: 'auth.me',
    auth: 'required',
    response: { status: 200, schema: out.ownUser, description: 'The user object itself.' },
    errors: [401],
    handle: ({ caller }) => caller.auth.me(),
  },
  {
    method: 'GET',
    path: '/users/me',
    operationId: 'getCurrentUser',
    summary: 'The signed-in user (used by login when no user came back)',
    tag: 'auth',
    procedure: 'auth.me',
    auth: 'required',
    response: { status: 200, schema: out.ownUser, description: 'The user object itself.' },
    errors: [401],
    handle: ({ caller }) => caller.auth.me(),
  },
  {
    method: 'GET',
    path: '/auth/verify',
    operationId: 'verifyToken',
    summary: 'Whether the token sent is valid',
    tag: 'auth',
    procedure: 'auth.verify',
    auth: 'optional',
    response: {
      status: 200,
      schema: out.verifyAnswer,
      description: '`valid` is false without one.',
    },
    errors: [],
    handle: ({ caller }) => caller.auth.verify(),
  },
  {
    method: 'POST',
    path: '/auth/login',
    operationId: 'login',
    summary: 'Sign in with e-mail and password',
    tag: 'auth',
    procedure: 'auth.login',
    auth: 'none',
    json: loginInput,
    response: { status: 200, schema: out.session, description: 'A token and the user.' },
    errors: [400, 415, 429],
    handle: ({ caller, json }) => caller.auth.login(unchecked(json())),
  },
  {
    method: 'POST',
    path: '/auth/register',
    operationId: 'register',
    summary: 'Create an account',
    tag: 'auth',
    procedure: 'auth.register',
    auth: 'none',
    json: registerInput,
    response: { status: 201, schema: out.session, description: 'A token and the new user.' },
    errors: [400, 409, 415, 429],
    handle: ({ caller, json }) => caller.auth.register(unchecked(json())),
  },
  {
    method: 'POST',
    path: '/auth/google',
    operationId: 'googleSignIn',
    summary: 'Sign in with Google',
    description:
      'Either `{idToken}` (a Google ID token) or `{token}` (an access token, checked through ' +
      "Google's userinfo), on both paths. Answers 400 when the server has no GOOGLE_CLIENT_ID.",
    tag: 'auth',
    procedure: 'auth.google',
    auth: 'none',
    json: googleInput,
    response: { status: 200, schema: out.session, description: 'A token and the user.' },
    errors: [400, 401, 415],
    handle: ({ caller, json }) => caller.auth.google(unchecked(json())),
  },

  // cats
  {
    method: 'GET',
    path: '/cats/nearby',
    operationId: 'nearbyCats',
    summary: 'Active cats near a point, nearest first',
    tag: 'cats',
    procedure: 'cats.nearby',
    auth: 'optional',
    query: { schema: nearbyInput, rename: latLng },
    response: {
      status: 200,
      schema: z.array(out.cat),
      description: 'A bare array of cats, each with `distance` in metres.',
    },
    errors: [400],
    handle: ({ caller, query }) => caller.cats.nearby(unchecked(query)),
  },
  {
    method: 'GET',
    path: '/cats',
    operationId: 'listCats',
    summary: 'Cats by filters, paginated',
    description:
      'With `lat` and `lng` each cat carries `distance` and, without `sort`, nearest come first; ' +
      'otherwise the most recently updated come first.',
    tag: 'cats',
    procedure: 'cats.list',
    auth: 'optional',
    query: {
      schema: listInput,
      rename: latLng,
      notes: {
        health: oneOrMore(HEALTH),
        status: oneOrMore(CAT_STATUS),
        gender: oneOrMore(GENDER),
        estimatedAge: oneOrMore(ESTIMATED_AGE),
      },
    },
    response: { status: 200, schema: out.catList, description: 'Always the object form.' },
    errors: [400],
    handle: ({ caller, query }) => caller.cats.list(unchecked(query)),
  },
  {
    method: 'GET',
    path: '/cats/{id}',
    operationId: 'getCat',
    summary: 'A cat and its recent check-ins',
    tag: 'cats',
    procedure: 'cats.byId',
    auth: 'optional',
    params: catIdInput,
    response: { status: 200, schema: out.catPage, description: 'The cat page.' },
    errors: [400, 404],
    handle: ({ caller, params }) => caller.cats.byId(unchecked(params)),
  },
  {
    method: 'POST',
    path: '/cats',
    operationId: 'createCat',
    summary: 'Register a cat with photos',
    tag: 'cats',
    procedure: 'cats.create',
    auth: 'required',
    multipart: catForm,
    response: {
      status: 201,
      schema: out.createdCat,
      description: 'The created cat itself, with the points earned.',
    },
    errors: [400, 401, 413, 415],
    handle: async ({ caller, form }) => caller.cats.create(await form(catForm)),
  },
  {
    method: 'PUT',
    path: '/cats/{id}',
    operationId: 'updateCat',
    summary: 'Change a cat (its registrar or an admin)',
    description: 'Multipart (fields as for registering, all optional) or JSON without files.',
    tag: 'cats',
    procedure: 'cats.update',
    auth: 'required',
    params: catIdInput,
    multipart: catUpdateForm,
    json: updateCatInput.omit({ id: true }),
    response: { status: 200, schema: out.cat, description: 'The cat as it is now.' },
    errors: [400, 401, 403, 404, 413, 415],
    handle: async ({ caller, request, params, form, json }) =>
      caller.cats.update(
        request.isMultipart()
          ? await form(catUpdateForm, { id: params.id })
          : jsonFormData(json(), { id: params.id }),
      ),
  },
  {
    method: 'DELETE',
    path: '/cats/{id}',
    operationId: 'deleteCat',
    summary: 'Delete a cat (its registrar or an admin); its check-ins stay',
    tag: 'cats',
    procedure: 'cats.delete',
    auth: 'required',
    params: catIdInput,
    response: { status: 200, schema: out.catDeleted, description: 'Deleted.' },
    errors: [400, 401, 403, 404],
    handle: ({ caller, params }) => caller.cats.delete(unchecked(params)),
  },

  // check-ins
  {
    method: 'POST',
    path: '/checkins',
    operationId: 'createCheckIn',
    summary: 'Check in on a cat, with photos',
    tag: 'checkins',
    procedure: 'checkins.create',
    auth: 'required',
    multipart: checkinForm,
    response: {
      status: 201,
      schema: out.checkinCreated,
      description: 'The check-in, `pointsEarned` and `bonusDetails`.',
    },
    errors: [400, 401, 404, 413, 415],
    handle: async ({ caller, form }) => caller.checkins.create(await form(checkinForm)),
  },
  {
    method: 'GET',
    path: '/checkins/user',
    operationId: 'myCheckIns',
    summary: "The signed-in user's check-ins, newest first",
    tag: 'checkins',
    procedure: 'checkins.mine',
    auth: 'required',
    query: { schema: myCheckinsInput },
    response: { status: 200, schema: out.checkinList, description: 'Always the object form.' },
    errors: [400, 401],
    handle: ({ caller, query }) => caller.checkins.mine(unchecked(query)),
  },

  // users
  {
    method: 'GET',
    path: '/users/favorites',
    operationId: 'listFavorites',
    summary: 'Favourite cats, most recently favourited first',
    tag: 'users',
    procedure: 'favorites.list',
    auth: 'required',
    response: { status: 200, schema: z.array(out.cat), description: 'A bare array of cats.' },
    errors: [401],
    handle: ({ caller }) => caller.favorites.list(),
  },
  {
    method: 'POST',
    path: '/users/favorites',
    operationId: 'addFavorite',
    summary: 'Add a favourite (adding it again changes nothing)',
    tag: 'users',
    procedure: 'favorites.add',
    auth: 'required',
    json: favoriteInput,
    response: { status: 200, schema: out.favoriteChange, description: 'Added.' },
    errors: [400, 401, 404, 415],
    handle: ({ caller, json }) => caller.favorites.add(unchecked(json())),
  },
  {
    method: 'DELETE',
    path: '/users/favorites/{catId}',
    operationId: 'removeFavorite',
    summary: 'Remove a favourite (removing a missing one changes nothing)',
    tag: 'users',
    procedure: 'favorites.remove',
    auth: 'required',
    params: favoriteInput,
    response: { status: 200, schema: out.favoriteChange, description: 'Removed.' },
    errors: [400, 401],
    handle: ({ caller, params }) => caller.favorites.remove(unchecked(params)),
  },
  {
    method: 'GET',
    path: '/users/profile',
    operationId: 'getProfile',
    summary: 'The profile screen: user, stats, favourites and latest check-ins',
    tag: 'users',
    procedure: 'users.profile',
    auth: 'required',
    response: {
      status: 200,
      schema: out.profile,
      description: '`stats` repeats the totals also given at the top level.',
    },
    errors: [401],
    handle: ({ caller }) => caller.users.profile(),
  },
  {
    method: 'PUT',
    path: '/users/profile',
    operationId: 'updateProfile',
    summary: 'Edit the profile, or the notification settings',
    description:
      'Multipart with `name`, `bio` and a `profilePicture` file; or JSON `{name?, bio?}`; or ' +
      'JSON `{notificationSettings: {nearbyAlerts?, favoriteUpdates?, achievementAlerts?, ' +
      'radius?}}` (only the settings sent change).',
    tag: 'users',
    procedure: 'users.updateProfile, users.updateNotificationSettings',
    auth: 'required',
    multipart: profileForm,
    json: profileJson,
    response: { status: 200, schema: out.ownUser, description: 'The user as it is now.' },
    errors: [400, 401, 413, 415],
    handle: updateProfile,
  },
  {
    method: 'PUT',
    path: '/users/profile/avatar',
    operationId: 'setAvatar',
    summary: 'Use one of the default avatars as the profile picture',
    tag: 'users',
    procedure: 'users.setAvatar',
    auth: 'required',
    json: setAvatarInput,
    response: { status: 200, schema: out.ownUser, description: 'The user as it is now.' },
    errors: [400, 401, 415],
    handle: ({ caller, json }) => caller.users.setAvatar(unchecked(json())),
  },
  {
    method: 'GET',
    path: '/users/stats',
    operationId: 'getStats',
    summary: "The signed-in user's totals",
    tag: 'users',
    procedure: 'users.stats',
    auth: 'required',
    response: { status: 200, schema: out.stats, description: 'The totals.' },
    errors: [401],
    handle: ({ caller }) => caller.users.stats(),
  },
  {
    method: 'GET',
    path: '/users/ranking',
    operationId: 'getRanking',
    summary: 'Ranking by points in a period (all, month, week), 25 a page',
    tag: 'users',
    procedure: 'ranking.list',
    auth: 'required',
    query: { schema: rankingInput },
    response: {
      status: 200,
      schema: out.rankingPage,
      description: 'One page; ties share a rank.',
    },
    errors: [400, 401],
    handle: ({ caller, query }) => caller.ranking.list(unchecked(query)),
  },
  {
    method: 'GET',
    path: '/avatars',
    operationId: 'listAvatars',
    summary: 'The default avatars',
    tag: 'users',
    procedure: 'users.avatars',
    auth: 'none',
    response: { status: 200, schema: z.array(out.avatar), description: 'A bare array.' },
    errors: [],
    handle: ({ caller }) => caller.users.avatars(),
  },

  // system
  {
    method: 'GET',
    path: '/health',
    operationId: 'health',
    summary: 'Health check (the database answers)',
    tag: 'system',
    auth: 'none',
    response: { status: 200, schema: out.health, description: 'Up.' },
    otherResponses: {
      503: { schema: out.healthDown, description: 'The database does not answer.' },
    },
    errors: [],
  },
  {
    method: 'GET',
    path: '/openapi.json',
    prefixes: ['/api'],
    operationId: 'openApiDocument',
    summary: 'This OpenAPI 3.1 document',
    tag: 'system',
    auth: 'none',
    response: { status: 200, schema: out.openApiAnswer, description: 'The document.' },
    errors: [],
    handle: ({ document }) => document,
  },
];
