import {
  helpersOutput,
  markReadInput,
  notificationListOutput,
  notificationsInput,
  unreadOutput,
} from '../../../shared/schemas/notifications.js';
import { catIdInput } from '../../../shared/schemas/cats.js';
import { unchecked, type RestRoute } from '../route.js';

export const notificationRoutes: readonly RestRoute[] = [
  {
    method: 'GET',
    path: '/notifications',
    prefixes: ['/api'],
    operationId: 'listNotifications',
    summary: "The signed-in user's notifications, newest first",
    description:
      'Each with its kind, time, read flag, the cat (`catId`) or person (`userId`) it is about, ' +
      'its text in the caller’s language and the page of the app it links to.',
    tag: 'notifications',
    procedure: 'notifications.list',
    auth: 'required',
    query: { schema: notificationsInput },
    response: { status: 200, schema: notificationListOutput, description: 'One page.' },
    errors: [400, 401, 403],
    handle: ({ caller, query }) => caller.notifications.list(unchecked(query)),
  },
  {
    method: 'POST',
    path: '/notifications/read',
    prefixes: ['/api'],
    operationId: 'markNotificationsRead',
    summary: 'Mark notifications read: those of `ids`, or all when it is left out',
    description: 'Ids of other people’s notifications are ignored.',
    tag: 'notifications',
    procedure: 'notifications.markRead',
    auth: 'required',
    json: markReadInput,
    response: { status: 200, schema: unreadOutput, description: 'How many remain unread.' },
    errors: [400, 401, 403, 415],
    handle: ({ caller, json }) => caller.notifications.markRead(unchecked(json() ?? {})),
  },
  {
    method: 'POST',
    path: '/cats/{id}/help',
    prefixes: ['/api'],
    operationId: 'claimHelp',
    summary: '"Eu vou ajudar": offer to go to a cat in Emergência or Precisa de atenção',
    description:
      'An offer: the cat’s carers and whoever reported it are told and accept it in the app; ' +
      'until then your entry in `helpers` has `accepted: false` and the reporter’s note and ' +
      'contact stay closed to you. Ends with your check-in on the cat, DELETE, the cat’s ' +
      'recovery, or after 3 hours. Offering again after DELETE within those 3 hours takes the ' +
      'same claim back. When someone is already on the way you join them.',
    tag: 'notifications',
    procedure: 'help.claim',
    auth: 'required',
    params: catIdInput,
    response: { status: 200, schema: helpersOutput, description: 'Who is on the way now.' },
    errors: [400, 401, 403, 404, 409, 429],
    handle: ({ caller, params }) => caller.help.claim({ catId: params.id ?? '' }),
  },
  {
    method: 'DELETE',
    path: '/cats/{id}/help',
    prefixes: ['/api'],
    operationId: 'giveUpHelp',
    summary: '"Não vou mais": withdraw your "Eu vou ajudar"',
    tag: 'notifications',
    procedure: 'help.giveUp',
    auth: 'required',
    params: catIdInput,
    response: { status: 200, schema: helpersOutput, description: 'Who is on the way now.' },
    errors: [400, 401, 403, 404],
    handle: ({ caller, params }) => caller.help.giveUp({ catId: params.id ?? '' }),
  },
];
