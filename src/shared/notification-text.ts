import { healthLabel } from './enum-labels.js';
import type { TranslationFunctions } from './i18n/i18n-types.js';
import type { NotificationKind, NotificationParams } from './notifications.js';
import { minuteLabel } from './rota.js';

/**
 * A notification's sentence in the reader's language. `forPush`: the other person's name becomes
 * "Alguém", since a push shows on a locked screen and carries no personal data but a cat's name.
 */
export function notificationText(
  LL: TranslationFunctions,
  notification: { kind: NotificationKind; params: NotificationParams },
  forPush = false,
): string {
  const { kind, params } = notification;
  const catName = params.catName ?? '';
  const userName = forPush || !params.userName ? LL.notify.someone() : params.userName;
  const k = LL.notify.kinds;
  switch (kind) {
    case 'nearbyAlert':
      return k.nearbyAlert({
        catName,
        health: params.health ? healthLabel(LL, params.health) : '',
      });
    case 'favoriteCheckin':
      return k.favoriteCheckin({ catName });
    case 'favoriteEdit':
      return k.favoriteEdit({ catName });
    case 'achievement':
      return k.achievement({
        title: params.achievement ? LL.achievements[params.achievement].title() : '',
      });
    case 'levelUp':
      return k.levelUp({ level: params.level ?? 0 });
    case 'carerRequest':
      return k.carerRequest({ userName, catName });
    case 'carerApproved':
      return k.carerApproved({ catName });
    case 'carerDeclined':
      return k.carerDeclined({ catName });
    case 'helpClaimed':
      return k.helpClaimed({ userName, catName });
    case 'helpJoined':
      return k.helpJoined({ userName, catName });
    case 'helpLapsed':
      return k.helpLapsed({ catName });
    case 'helpWithdrawn':
      return k.helpWithdrawn({ userName, catName });
    case 'reportResolved':
      return params.outcome === 'hidden'
        ? k.reportHidden()
        : params.outcome === 'suspended'
          ? k.reportSuspended()
          : k.reportKept();
    case 'contentHidden':
      return k.contentHidden({ reason: params.reason ?? '' });
    case 'shiftMissed':
      return k.shiftMissed({
        colonyName: params.colonyName ?? '',
        day: LL.rota.weekdays[`d${params.weekday ?? 0}` as WeekdayKey](),
        start: minuteLabel(params.startMinute ?? 0),
        end: minuteLabel(params.endMinute ?? 0),
      });
    case 'colonyUnfed':
      return k.colonyUnfed({ colonyName: params.colonyName ?? '', hours: params.hours ?? 0 });
    case 'healthReported':
      return k.healthReported({
        userName,
        catName,
        health: params.health ? healthLabel(LL, params.health) : '',
      });
    case 'colonyRemoved':
      // The coordinator's reason is their words about a person: in the app, never in a push.
      return !forPush && params.reason
        ? k.colonyRemovedReason({ colonyName: params.colonyName ?? '', reason: params.reason })
        : k.colonyRemoved({ colonyName: params.colonyName ?? '' });
    case 'colonyRequest':
      return k.colonyRequest({ userName, colonyName: params.colonyName ?? '' });
    case 'colonyApproved':
      return k.colonyApproved({ colonyName: params.colonyName ?? '' });
    case 'colonyDeclined':
      return k.colonyDeclined({ colonyName: params.colonyName ?? '' });
    case 'helpOffered':
      return k.helpOffered({ userName, catName });
    case 'helpAccepted':
      return k.helpAccepted({ userName, catName });
    case 'catUnseen': {
      const unseen = { catName, colonyName: params.colonyName ?? '', days: params.days ?? 0 };
      // Who saw the cat last is a person's name: in the app, never in a push.
      return forPush || !params.userName
        ? k.catUnseen(unseen)
        : k.catUnseenBy({ ...unseen, userName: params.userName });
    }
    case 'moreFromUser':
      return k.moreFromUser({ userName, count: params.count ?? 0 });
    case 'doseDue':
    case 'doseLate':
    case 'doseMissed':
    case 'doseDayUntaken':
    case 'doseNight':
      return doseNoticeText(LL, kind, params);
    case 'healthDue':
      return healthDueText(LL, params);
  }
}

/**
 * A due item of a cat's health record (docs/health-record.md): "Reforço da vacina V4 (quádrupla
 * felina) de Bolinha vence em 12/12", "Vermífugo de Bolinha venceu em 28/11 e segue sem registro".
 * The kind and the vaccine only: never a diagnosis, a note or a place.
 */
export function healthDueText(LL: TranslationFunctions, params: NotificationParams): string {
  const k = LL.notify.kinds;
  const kind = params.healthKind ?? 'vacina';
  const what =
    kind !== 'vacina'
      ? LL.healthRecord.kinds[kind]()
      : params.vaccine && params.vaccine !== 'outra'
        ? k.healthBooster({ vaccine: LL.healthRecord.vaccines[params.vaccine]() })
        : k.healthBoosterAny();
  const [, month = '', day = ''] = (params.dueOn ?? '').split('-');
  const due = { what, catName: params.catName ?? '', date: k.dayMonth({ day, month }) };
  return params.overdue ? k.healthOverdue(due) : k.healthDue(due);
}

/**
 * A treatment round's notice (docs/treatments.md). A cat with sporotrichosis (`params.handling`)
 * gets its handling advice after the sentence (gloves, no bare-hand contact), in the reader's
 * language.
 */
export function doseNoticeText(
  LL: TranslationFunctions,
  kind: 'doseDue' | 'doseLate' | 'doseMissed' | 'doseDayUntaken' | 'doseNight',
  params: NotificationParams,
): string {
  const k = LL.notify.kinds;
  const what = {
    catName: params.catName ?? '',
    medicine: params.medicine ?? '',
    time: minuteLabel(params.startMinute ?? 0),
    count: params.count ?? 0,
  };
  const text = k[kind](what);
  return params.handling ? `${text} ${k.handlingAdvice()}` : text;
}

type WeekdayKey = keyof TranslationFunctions['rota']['weekdays'];

/** Where tapping a notification leads: its cat or colony, the carer requests, the achievements. */
export function notificationPath(notification: {
  kind: NotificationKind;
  catId: string | null;
  params?: NotificationParams;
}): string {
  switch (notification.kind) {
    case 'shiftMissed':
    case 'colonyUnfed':
    case 'catUnseen':
    case 'colonyRemoved':
    case 'colonyRequest':
    case 'colonyApproved':
    case 'colonyDeclined':
      return notification.params?.colonyId
        ? `/colony/${notification.params.colonyId}`
        : '/colonies';
    case 'achievement':
    case 'levelUp':
      return '/achievements';
    case 'carerRequest':
      return notification.catId ? `/cat/${notification.catId}` : '/profile';
    default:
      return notification.catId ? `/cat/${notification.catId}` : '/notifications';
  }
}
