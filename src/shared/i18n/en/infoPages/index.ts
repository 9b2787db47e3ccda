import type { NamespaceInfoPagesTranslation } from '../../i18n-types.js';

const en_infoPages = {
  infoLinks: 'Information',
  backToLogin: 'Back to login',
  contact: "Contact the community's administration:",
  notifications: {
    empty: 'No notifications',
    hint: 'News about cats near you, your favourites and your achievements will show up here.',
    settings: 'Notification settings',
  },
  forgot: {
    intro:
      'Gateiros sends no e-mails. Passwords are reset by the person who runs your group’s Gateiros.',
    stepsTitle: 'How to get back in',
    step1:
      'Talk to the person who runs your group’s Gateiros (whoever set the app up for the neighbourhood, campus or NGO).',
    step2: 'Tell them your account’s e-mail. Nobody needs to know your old password.',
    step3: 'They create a one-time password and give it to you through a channel you trust.',
    step4: 'Sign in with that password on the login screen. Do not share it with anyone else.',
    adminTitle: 'For the admin',
    adminText: 'On the Gateiros server, run this command with the person’s e-mail:',
    google:
      'If you sign in with Google you need no password: use the Google button on the login screen.',
  },
  privacy: {
    intro:
      'A plain summary of what Gateiros does with your data. It was built to protect you and the cats.',
    whoTitle: 'Who looks after the data',
    who: 'This Gateiros is run by your community group (a neighbourhood, a campus or an NGO) on its own server. The data stays on that server and is never sold or passed on.',
    dataTitle: 'What we keep',
    data: 'Your name, e-mail, password (hashed, never in plain text), photo or avatar, bio and notification preferences; the cats you register; your check-ins (actions, health, photos, place and time); favourites, points and achievements. Your device only keeps the sign-in token and the language you chose.',
    locationTitle: 'Location',
    location:
      'To protect cats from people who mean them harm, anyone who does not look after a cat sees only the square of about 500 m it is in: every cat in the same square is shown at one point, picked in secret inside it. The exact position is shown only to the cat’s carers: whoever registered it, the people they approved as carers (ask with "I care for this cat" on its page), and the admins. Where a phone says it is never makes anyone a carer. Where you checked in is shown only to you and the admins. Your position is sent to the server only to find nearby cats, register cats and check in.',
    photosTitle: 'Photos',
    photos:
      'Every photo you send is re-encoded on the server and loses its metadata (such as the GPS position the camera recorded) before it is stored.',
    trackingTitle: 'No tracking',
    tracking:
      'No ads, no usage analytics, no tracking cookies. The app only talks to your group’s server, with these exceptions: map images come from the map service your group chose (OpenStreetMap unless configured otherwise), which sees your IP address and the area shown; and, only if the admins turn them on, approximate location by IP and Google sign-in use those services.',
    rightsTitle: 'Your rights (LGPD)',
    rights:
      'In Settings you can download all your data as a JSON file and delete your account at any time.',
    deletionTitle: 'When you delete your account',
    deletion:
      'We erase your e-mail, password, name, photo, bio and favourites, and every open session ends. The cats and check-ins you recorded (with photos, points and achievements) stay as the community’s care history, attributed to “Usuário removido” (removed user).',
    contactTitle: 'Questions',
    contact: 'Talk to the person who runs your group’s Gateiros.',
  },
  terms: {
    intro: 'Simple rules so that Gateiros stays good for people and for cats.',
    serviceTitle: 'The service',
    service:
      'Gateiros helps community groups care for street cats: find cats, register them and record when someone feeds or treats them. It is a free community project, offered as it is, with no guarantee that it will always be available.',
    accountTitle: 'Your account',
    account:
      'Use an e-mail address of your own and keep your password safe. You are responsible for what is posted with your account.',
    contentTitle: 'What you post',
    content:
      'Post only photos and texts about the cats that you have the right to share. Avoid photos of recognisable people, number plates and house fronts. What you post stays visible to the community, also after you delete your account (as “Usuário removido”).',
    safetyTitle: 'Cats’ safety',
    safety:
      'Using the app to find cats in order to harm them, trap them carelessly or abandon animals is forbidden. Report animal cruelty to the authorities.',
    fairTitle: 'Fair play',
    fair: 'Points and the ranking are there to encourage care. Check-ins on the same cat within 4 hours, made more than 1 km away from it, or beyond 300 points a day earn no points. Record only care that really happened and do not register the same cat twice.',
    vetTitle: 'Emergencies',
    vet: 'The app does not replace a vet. In an emergency, go to a vet or your city’s animal protection service.',
    moderationTitle: 'Moderation',
    moderation: 'The group’s admins may edit or remove cat entries that break these terms.',
  },
} satisfies NamespaceInfoPagesTranslation;

export default en_infoPages;
