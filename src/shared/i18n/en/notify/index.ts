import type { NamespaceNotifyTranslation } from '../../i18n-types.js';

const en_notify = {
  markAllRead: 'Mark all as read',
  unread: 'New',
  loadError: 'Could not load the notifications.',
  someone: 'Someone',
  pushTitle: 'Gateiros',
  digest: '{count} new {{notification|notifications}} overnight. Tap to see.',
  kinds: {
    nearbyAlert: '{catName}, near your area, is in {health}.',
    favoriteCheckin: 'New check-in on {catName}, one of your favourites.',
    favoriteEdit: 'The profile of {catName}, one of your favourites, was updated.',
    achievement: 'Achievement unlocked: {title}.',
    levelUp: 'You reached level {level}!',
    carerRequest: '{userName} asked to care for {catName}.',
    carerApproved: 'You now care for {catName}: you see its exact location.',
    carerDeclined: 'Your request to care for {catName} was declined.',
    helpClaimed: '{userName} is on the way to {catName}.',
    helpJoined: '{userName} is going to help {catName} too.',
    helpLapsed:
      'The help promised to {catName} lapsed with no check-in: the cat may still need someone.',
    helpWithdrawn: '{userName} is no longer going to {catName}: the cat may still need someone.',
    reportHidden:
      'Your report was reviewed: the content was hidden. Thank you for looking after the community.',
    reportKept: 'Your report was reviewed: the moderators decided to keep the content.',
    reportSuspended: 'Your report was reviewed: the reported account was suspended.',
    contentHidden: 'Something of yours was hidden by the moderators: {reason}',
    shiftMissed: 'The shift ({day}, {start}–{end}) at {colonyName} ended with no feeding recorded.',
    colonyUnfed: '{colonyName} has had no feeding recorded for {hours} h.',
    healthReported:
      '{userName} reported that {catName} is in {health}. Confirm it on the cat’s page.',
    colonyRemoved:
      'The coordinators of {colonyName} removed you from the colony. You can ask to join again after 7 days.',
    colonyRemovedReason:
      'The coordinators of {colonyName} removed you from the colony. Reason: {reason}. You can ask to join again after 7 days.',
    colonyRequest: '{userName} asked to join {colonyName}.',
    colonyApproved: 'You are now a member of {colonyName}: its cats and rota are open to you.',
    colonyDeclined: 'Your request to join {colonyName} was declined.',
    helpOffered:
      '{userName} wants to help {catName}. Accept on the cat’s page to show the note and where to go.',
    helpAccepted: '{userName} accepted your help for {catName}: see the note and where to go.',
    catUnseen: 'Nobody has seen {catName} of {colonyName} for {days} {{day|days}}.',
    catUnseenBy:
      'Nobody has seen {catName} of {colonyName} for {days} {{day|days}}. Last seen by {userName}.',
    moreFromUser:
      '{count} more {{notice|notices}} from {userName} today, gathered here so your bell is not flooded. See your cats and colonies.',
    doseDue: 'Time for the {time} dose of {medicine} for {catName}. Once given, tap Medicated.',
    doseLate:
      'The {time} dose of {medicine} for {catName} was not recorded. If you gave it, tap Medicated within the next hour.',
    doseMissed:
      'The {time} dose of {medicine} for {catName} was not recorded and counts as missed.',
    doseDayUntaken:
      'Nobody has taken {count} {{dose|doses}} of {medicine} for {catName} tomorrow. Take the day on the cat’s page.',
    handlingAdvice: 'Sporotrichosis: wear gloves, no bare-hand contact.',
    doseNight: 'Tonight: {count} {{dose|doses}} of {medicine} for {catName}, the first at {time}.',
    healthDue: '{what} for {catName} is due on {date}.',
    healthOverdue: '{what} for {catName} was due on {date} and nothing was recorded since.',
    healthBooster: '{vaccine} booster',
    healthBoosterAny: 'Vaccine booster',
    dayMonth: '{month}/{day}',
  },
  regionTitle: 'My area',
  regionHint:
    'You get alerts about cats in Emergency or Needs attention up to {km} km from this point. It is stored rounded (about 1 km) and nobody else sees it.',
  regionNone: 'No area set: you get no alerts about nearby cats.',
  regionDefined: 'Area set. Tap the map to move the point.',
  useLocation: 'Use my location',
  pickOnMap: 'Choose on the map',
  mapHint: 'Tap the map to mark the centre of your area.',
  saveRegion: 'Save area',
  clearRegion: 'Remove area',
  regionSaved: 'Area saved.',
  regionCleared: 'Area removed.',
  locating: 'Getting your location…',
  locationFailed: 'Could not get your location. Choose the point on the map.',
  pushSection: 'Alerts on this device',
  pushEnable: 'Get alerts on this device',
  pushDisable: 'Stop alerts on this device',
  pushOn:
    'This device gets alerts: up to 10 a day, and from 22:00 to 07:00 only emergencies (the rest come in a morning summary).',
  pushOff: 'Alerts show in the bell. Turn them on to get them with the app closed too.',
  pushUnsupported:
    'This browser cannot get alerts with the app closed. On Android use Chrome; on iPhone, add Gateiros to the home screen.',
  pushDenied:
    'Alerts are blocked for this site in the browser’s permissions. Allow them there and try again.',
  pushFailed: 'Could not turn on alerts on this device. Please try again.',
  pushEnabled: 'Alerts on for this device.',
  pushDisabled: 'Alerts off for this device.',
  help: {
    shareWhatsapp: 'Share on WhatsApp',
    shareText: '{catName} is in {health} and needs help. Can someone go?',
    briefTitle: 'Before you go',
    reportedBy: 'Reported by {name}',
    note: 'Note',
    needs: 'Needs',
    talk: 'Message {name} on WhatsApp',
    noContact: '{name} shared no contact. See the cat’s check-in history.',
    briefError: 'Could not load the reporter’s note.',
    claim: 'I’ll help',
    join: 'I’m going too',
    giveUp: 'I’m not going',
    onTheWay: '{name} is on the way',
    onTheWayMore: '{name} and {count} more on the way',
    hint: 'Tell the people who care for this cat that you can go. Once they accept, the note and where to go appear. Your check-in ends the notice; without one it lapses in 3 h.',
    going: 'You are on the way. Check in when you get there.',
    claimed: 'We told the people who follow {catName}.',
    gaveUp: 'Notice withdrawn.',
    signIn: 'Sign in to say you will help.',
    error: 'Could not send. Please try again.',
    offered: '{name} offered to help',
    waiting:
      'You offered to help. Someone who cares for this cat or who reported it must accept; then the note and where to go appear.',
    offersTitle: 'Offers of help',
    offerWaiting: '{name}: waiting for you to accept',
    offerAccepted: '{name}: on the way',
    accept: 'Accept help from {name}',
    accepted: 'Help from {name} accepted.',
    spotLabel: 'Where to go (a landmark)',
    spotHint:
      'Write a landmark for the helper. The stored location is never shown; the text is gone when the help ends.',
    spotSave: 'Send where to go',
    spotSaved: 'Sent.',
    spot: 'Where to go',
  },
} satisfies NamespaceNotifyTranslation;

export default en_notify;
