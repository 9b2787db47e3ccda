import type { NamespaceRotaTranslation } from '../../i18n-types.js';

const en_rota = {
  title: "This week's feeding rota",
  empty: 'No shifts yet.',
  weekdays: {
    d0: 'Monday',
    d1: 'Tuesday',
    d2: 'Wednesday',
    d3: 'Thursday',
    d4: 'Friday',
    d5: 'Saturday',
    d6: 'Sunday',
  },
  states: {
    done: 'Done',
    missed: 'Missed',
    upcoming: 'Upcoming',
    open: 'Now',
  },
  shiftCarers: 'Carers ({count}/{max}):',
  nobody: 'Nobody signed up yet.',
  shareGap: 'Share on WhatsApp',
  gapText: '{colonyName}: nobody on the rota for {day}, {start}–{end}. Can you help feed the cats?',
  shareGapLabel: 'Share on WhatsApp that the {day} {start}–{end} shift has nobody',
  fedBy: '{name} fed at {time}',
  signUp: 'Take this shift',
  signedUp: 'You are on this shift.',
  dropOut: 'Leave the shift',
  droppedOut: 'You left the shift.',
  full: 'Shift full',
  remove: 'Remove shift',
  removed: 'Shift removed.',
  editor: {
    title: 'New shift',
    day: 'Day',
    start: 'Start',
    end: 'End',
    add: 'Add shift',
    added: 'Shift added.',
    zone: "Times in the community's time zone.",
  },
  limit: {
    title: 'Feeding limit',
    current: 'All members are told after {hours} h without a feeding.',
    hours: 'Hours without a feeding',
    save: 'Save limit',
    saved: 'Limit saved.',
  },
  loadError: 'Could not load the rota.',
} satisfies NamespaceRotaTranslation;

export default en_rota;
