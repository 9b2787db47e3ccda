export const mailErrors = {
  mailNotConfigured:
    'This server does not send e-mail. Ask your group’s admin for help changing your password.',
  resetLinkInvalid:
    'This link to set a new password no longer works (it expired or was used). Ask for a new one.',
  verifyLinkInvalid: 'This confirmation link no longer works. Ask for a new one in Settings.',
  linkInvalid: 'Invalid link. Open the whole link from the e-mail.',
  emailNotVerified:
    'This person has not confirmed their e-mail yet (the link sent at sign-up). Approve once they have.',
};
