import { TRPCError } from '@trpc/server';
import { message } from '../../../shared/messages.js';
import { favoriteInput } from '../../../shared/schemas/cats.js';
import { catsOutput, favoriteChangeOutput } from '../../../shared/schemas/cats-output.js';
import { rankingInput } from '../../../shared/schemas/ranking.js';
import {
  notificationSettingsInput,
  setAvatarInput,
  updateProfileInput,
} from '../../../shared/schemas/users.js';
import {
  avatarsOutput,
  ownUserOutput,
  profileOutput,
  statsOutput,
} from '../../../shared/schemas/users-output.js';
import { fieldError, renameFields } from '../errors.js';
import { rankingAnswer } from '../schemas.js';
import { jsonFormData, type FormSpec } from '../multipart.js';
import { unchecked, type Call, type RestRoute } from '../route.js';

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
    throw fieldError('BAD_REQUEST', message('unknownField', { field: other }), [other]);
  }
  try {
    return await caller.users.updateNotificationSettings(unchecked(notificationSettings));
  } catch (error) {
    throw error instanceof TRPCError
      ? renameFields(error, (path) => ['notificationSettings', ...path])
      : error;
  }
}

export const userRoutes: readonly RestRoute[] = [
  {
    method: 'GET',
    path: '/users/favorites',
    operationId: 'listFavorites',
    summary: 'Favourite cats, most recently favourited first',
    tag: 'users',
    procedure: 'favorites.list',
    auth: 'required',
    response: { status: 200, schema: catsOutput, description: 'A bare array of cats.' },
    errors: [401, 403],
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
    response: { status: 200, schema: favoriteChangeOutput, description: 'Added.' },
    errors: [400, 401, 403, 404, 415],
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
    response: { status: 200, schema: favoriteChangeOutput, description: 'Removed.' },
    errors: [400, 401, 403],
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
      schema: profileOutput,
      description: '`stats` repeats the totals also given at the top level.',
    },
    errors: [401, 403],
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
    response: { status: 200, schema: ownUserOutput, description: 'The user as it is now.' },
    errors: [400, 401, 403, 413, 415],
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
    response: { status: 200, schema: ownUserOutput, description: 'The user as it is now.' },
    errors: [400, 401, 403, 415],
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
    response: { status: 200, schema: statsOutput, description: 'The totals.' },
    errors: [401, 403],
    handle: ({ caller }) => caller.users.stats(),
  },
  {
    method: 'GET',
    path: '/users/ranking',
    operationId: 'getRanking',
    summary: 'Ranking by points in a period (all, month, week), 25 a page',
    tag: 'users',
    description: "Public; with a token the answer also carries the caller's place and points.",
    procedure: 'ranking.list',
    auth: 'optional',
    query: { schema: rankingInput },
    response: {
      status: 200,
      schema: rankingAnswer,
      description: 'One page; ties share a rank.',
    },
    errors: [400],
    handle: async ({ caller, ctx, query }) => {
      const { userRank, ...page } = await caller.ranking.list(unchecked(query));
      return {
        ...page,
        userRank: userRank?.rank ?? null,
        userPoints: ctx.user ? (userRank?.points ?? 0) : null,
      };
    },
  },
  {
    method: 'GET',
    path: '/avatars',
    operationId: 'listAvatars',
    summary: 'The default avatars',
    tag: 'users',
    procedure: 'users.avatars',
    auth: 'none',
    response: { status: 200, schema: avatarsOutput, description: 'A bare array.' },
    errors: [],
    handle: ({ caller }) => caller.users.avatars(),
  },
];
