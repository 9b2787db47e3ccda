import type { NamespaceColoniesTranslation } from '../../i18n-types.js';
import { unseenTexts } from './unseen.js';
import { savedMap } from './saved-map.js';

const en_colonies = {
  title: 'Colonies',
  intro: 'Groups of cats cared for together, with coordinators and carers.',
  empty: 'No colonies yet.',
  emptyHint: "Create your group's first colony.",
  pendingRequests: '{count} {{request|requests}} to join waiting for your decision',
  loadError: 'Could not load the colonies.',
  card: {
    cats: '{count} {{cat|cats}}',
    members: '{count} {{member|members}}',
    sterilized: '{percent}% neutered',
    area: 'Public area: {count} {{square|squares}} of about 500 m where its cats are',
    areaMap: "Map of the colony's area",
  },
  oldPoints: {
    title: 'Privacy notice:',
    body: 'before this version each cat was shown on the map a little away from where it lives, each in its own direction, and putting those places together could show where the cats eat. If those points were already seen, the colony’s spot may already be known. Now every cat in a square of about 500 m is shown at the same point.',
    dismiss: 'Got it',
  },
  me: {
    coordinator: 'You coordinate',
    carer: 'You are a carer',
    pending: 'Request sent',
  },
  create: {
    title: 'Create a colony',
    name: 'Colony name',
    description: 'Description',
    descriptionHint: 'Where it is, how many cats, how the group organises itself.',
    where:
      "The colony's point is your current location; only the square of about 500 m it is in is kept.",
    submit: 'Create colony',
    created: 'Colony created. You coordinate it.',
    noLocation: 'We need your location to create the colony.',
  },
  page: {
    notSaved: 'This colony is not saved on this phone',
    notSavedText:
      'It was not opened on this device before. It will open by itself when the connection returns.',
    loadError: 'Could not load the colony',
    join: 'Ask to join',
    joined: 'Request sent: the coordinators will answer.',
    leave: 'Leave the colony',
    withdraw: 'Withdraw request',
    left: 'You left the colony.',
    membersOnly: "The colony's members see its cats, members and feedings.",
    lastFeeding: 'Last feeding:',
    justNow: 'just now',
    neverFed: 'No feeding recorded yet.',
    members: 'Members',
    requests: 'Requests to join',
    approve: 'Approve',
    decline: 'Decline',
    manageMembers: 'Manage members',
    makeCoordinator: 'Make coordinator',
    roleCoordinator: 'Coordinator',
    roleCarer: 'Carer',
    cats: "The colony's cats",
    noCats: 'No cats in the colony yet. Add a cat from its page.',
    remove: 'Remove',
    removeLabel: 'Remove {name} from the colony',
    removeTitle: 'Remove {name} from the colony?',
    removeText:
      'They stop seeing the exact spots, carers, rota and TNR of this colony’s cats at once, lose their shifts, and the app deletes the copies of that data on their device. They are told in the app, with your reason if you write one. The removal is kept in the audit log, and they can ask to join again only after 7 days.',
    removeReason: 'Reason (optional)',
    removeReasonHint: 'The person sees this text. Up to 300 characters.',
    removePending: 'Removing…',
    removed: '{name} is no longer in the colony.',
    leaveTitle: 'Leave {name}?',
    leaveText:
      'You stop seeing the exact spots, carers, rota and TNR of this colony’s cats at once (except cats you care for otherwise), lose your shifts, and the app deletes the copies of that data on this device.',
    sections: 'Colony sections',
    sectionCats: 'Cats',
    sectionRota: 'Rota',
    sectionMembers: 'Members',
    sectionRequests: 'Requests',
    sectionReport: 'Report',
    reportTitle: 'Impact report',
    reportText:
      'Cats by status, TNR, % neutered, check-ins and feeding regularity, as CSV or to print.',
    coordinatorTools: "Coordinators' tools",
    declineLabel: "Decline {name}'s request",
    declineTitle: "Decline {name}'s request?",
    declineText:
      '{name} does not join the colony and the request leaves the list. They may ask to join again.',
    declinePending: 'Declining…',
    noRequests: 'No requests to join.',
    back: 'All colonies',
  },
  unseen: unseenTexts,
  onCatPage: {
    title: 'Colony',
    in: 'This cat belongs to the colony',
    none: 'This cat is in no colony.',
    add: 'Add to colony',
    choose: 'Choose the colony',
    added: 'Cat added to the colony.',
    remove: 'Take out of the colony',
    removed: 'Cat taken out of the colony.',
  },
  savedMap,
  census: {
    more: 'The chart and how it is worked out',
    bar: 'Census',
    title: 'Colony census',
    estimate: '≈ {size} {{cat|cats}} ({low}–{high})',
    coverage: 'at least {percent} % neutered',
    coverageRange: 'between {low} % and {high} %, from the estimate’s interval',
    chartLabel: 'Neutered: at least {percent} %, between {low} % and {high} %; the line marks 70 %',
    line: '70 %',
    below: 'Below 70 % neutered, a colony keeps growing.',
    above: 'Above the 70 % line.',
    newcomersUnregistered: '{count} more unregistered {{cat|cats}} in the last 2 weeks',
    newcomersRegistered: '{count} {{cat|cats}} registered since the first count',
    basis:
      'Bowden’s estimate, from {occasions} {{count|counts}} and {marked} registered cats in the last 60 days. Count the “Other cats seen” at each feeding.',
    reason: {
      fewMarked:
        'No estimate: the census needs at least 3 cats registered in the colony from before the counts.',
      fewOccasions:
        'No estimate yet: it needs 5 feedings with “Other cats seen” answered in the last 60 days ({occasions} so far).',
      noVariation:
        'No estimate: every registered cat was seen the same number of times. More counts will allow one.',
    },
  },
} satisfies NamespaceColoniesTranslation;

export default en_colonies;
