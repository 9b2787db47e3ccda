import type { Translation } from '../i18n-types.js';
import { achievements } from './achievements.js';
import { auth } from './auth.js';
import { bonus } from './bonus.js';
import { common } from './common.js';
import { enums } from './enums.js';
import { errors } from './errors.js';
import { pages } from './pages.js';
import { home } from './home.js';
import { map } from './map.js';
import { location } from './location.js';
import { upload } from './upload.js';
import { rota } from './rota.js';
import { accounts } from './accounts.js';
import { offline } from './offline.js';
import { email } from './email.js';
import { notify } from './notify.js';

const en = {
  common,
  auth,
  errors,
  achievements,
  bonus,
  enums,
  pages,
  home,
  map,
  location,
  upload,
  rota,
  accounts,
  offline,
  email,
  notify,
} satisfies Translation;

export default en;
